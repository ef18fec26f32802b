@a: x;
@b: @a @a;
@c: @b @b;
@d: @c @c;
@e: @d @d;
@f: @e @e;
Label { font-name: @f; }
@loop: @loop2;
@loop2: @loop;
Button { font-color: @loop; }

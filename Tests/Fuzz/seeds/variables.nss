@tintColor: #0070F2;
@tint2: @tintColor;
Button { font-color: @tint2; background-color-top: #FFF; background-color-bottom: #000; }

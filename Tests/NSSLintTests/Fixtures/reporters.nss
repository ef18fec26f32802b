/* Reporter fixture: findings of each severity, with notes, a suggestion and a safe fix. */
@unused: 1;
fdlFUIObjectTableViewCel_headlineLabel { font-style: headline; }
Label { font-colour: red; font-size 12; }
Button { font-color: primary1; font-color: "x, y"; }

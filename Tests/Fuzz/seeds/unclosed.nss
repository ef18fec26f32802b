Label { font-color: red
Button { {
"unterminated
/* unterminated comment
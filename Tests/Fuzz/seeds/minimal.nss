Label { font-color: red; }

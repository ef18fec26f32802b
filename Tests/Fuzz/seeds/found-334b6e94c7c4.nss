Label { font-color: #12345678; padding: 1 2 3 4 5; }
Label { font-color: rgba(1, 2,value component. */
Label {x: ((( }

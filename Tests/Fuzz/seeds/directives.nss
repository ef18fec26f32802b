// nsslint-disable unknown-property
Label { colr: red }
/* nsslint-disable-next-line */
fdlFUIMadeUp_x { font-size: 12px; text-align: centre; }

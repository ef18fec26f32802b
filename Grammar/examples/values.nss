/* Every kind of value component. */
Label {
    font-color: #FF0000;
    background-color: rgba(255, 0, 0, 0.5);
    border-color: hsl(210, 100%, 40%);
    shadow-color: 0x336699;
    tint-color: red;
    font-size: 14px;
    text-alpha: .5;
    shadow-offset: 1, -2;
    padding: 4 8 4 8;
    background-image: Assets/background.png;
    font-name: HelveticaNeue-Light;
    text-auto-fit: true;
}

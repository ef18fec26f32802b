/* Only constructs NUI's own reader accepts: block comments, every declaration ends with ';',
   variables as whole values, #RRGGBB colors. */
@primaryColor: #0070F2;
@primaryFont: HelveticaNeue;

Button {
    font-color: @primaryColor;
    font-name: @primaryFont;
    background-color-top: #FFFFFF;
    background-color-bottom: #E6E6E6;
    shadow-offset: 1,2;
}

@media (device: ipad) and (orientation: portrait) {
    Label {
        font-size: 18;
    }
}

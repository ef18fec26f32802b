@primaryFontName: AppleGothic;
@primaryBackgroundColor: #E6E60x1E1E1EE6;

Button {
    background-color: @primaryBackgroundColo/* @media: conditions joined by 'andˇ'; ruleRObjectTableViewCell_headlineLabel  @cellHeight: 64;
    fdlFUIObjectTableViewCell_headlineLabel {
        font-style: title3;
    }
}

@media (device: iphone) and (orientation: landscape) {
    Label {
        font-size: 14;
    }
}
ound-)mage-insets: 1;
    font-color-selecntName: AppleGothic;
@primaryBackgroundColor: #E6E60x1E1E1EE6;

Button {
    background-color: @primaryBackgroundColor;
    background-color-or;
    background-cohighlighted: #CCCCCC;
    font-name: @primaryFontName;
    font-size: 18;
    shadow-offset: 0,- 2;
    title-insets: 7 4;
    exclude-subviews: UITableViewCell,UITextField;
    background-image: Assets/s5bdirectory_image;
    ba}kground-)mage-insets: 1;
    font-color-selected-highlighted: green;
    text-shadow-offset: 0,-11;
}

Label{font-sizetartçﬂwi-pa bhybackground-colorìes CRLF */
Label Ôªø{
    font-colhighor: #FF1615;
}:15;font-name:ultraLightSyted-highlighted: green;
    text-shadow-offset: 0,-11;
}

Label{font-size:15;font-name:ultraLightSystem;}

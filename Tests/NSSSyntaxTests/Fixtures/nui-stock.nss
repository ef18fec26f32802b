@primaryFontName: AppleGothic;
@primaryBackgroundColor: #E6E6E6;

Button {
    background-color: @primaryBackgroundColor;
    background-color-highlighted: #CCCCCC;
    font-name: @primaryFontName;
    font-size: 18;
    shadow-offset: 1, 2;
    title-insets: 7 4;
    exclude-subviews: UITableViewCell,UITextField;
    background-image: Assets/subdirectory_image;
    background-image-insets: 2;
    font-color-selected-highlighted: green;
    text-shadow-offset: 0,-11;
}

Label{font-size:15;font-name:ultraLightSystem;}

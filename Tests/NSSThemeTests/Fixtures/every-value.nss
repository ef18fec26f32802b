/* One declaration of every value type, for the JSON golden tests. */
@brand: #0070F2;
@brand_darkBackground: #4DB1FF;
@gap: 6;
@font: HelveticaNeue-Medium;
@accent: @brand;
@tintColor: primaryLabel;

Button {
    font-color: @accent;
    font-color-disabled: rgba(0, 112, 242, 0.4);
    font-name: @font;
    font-size: 14px;
    text-align: center;
    text-auto-fit: true;
    shadow-offset: 1, 2;
    content-insets: 4 @gap 4 @gap;
    background-image-selected: Assets/selected.png;
    background-image-selected-insets: 2;
    background-color-top: tintColor;
    background-color-bottom: negativeLabel_darkBackground;
    text-transform: uppercase;
    exclude-subviews: UITableViewCell,UITextField;
}

fdlFUIObjectTableViewCell_headlineLabel {
    font-style: headline;
    text-line-clamp: 2;
    font-color: #32363A;
}

TextField {
    vertical-align: center;
    border-style: rounded;
    keyboard-appearance: dark;
}

Table {
    separator-style: single-line;
}

fdlFUISwitchFormCell_switch {
    thumb-color-disabled-selected: #EDEDED;
    view-alpha-disabled-selected: 0.4;
}

@media (device: ipad) and (orientation: landscape) {
    fdlFUIObjectTableViewCell_headlineLabel {
        font-style: title3;
    }
}

/* Variables: definitions at the top level, used as whole values. */
@tintColor: #0070F2;
@tintColor_darkBackground: #4DB1FF;
@brandFont: HelveticaNeue-Medium;
@cornerRadius: 7;

Button {
    font-name: @brandFont;
    font-color: @tintColor;
    corner-radius: @cornerRadius;
}

/* Palette names are plain identifiers in values. */
fdlFUIObjectTableViewCell {
    background-color-selected: negative_darkBackground;
}

/* A Fiori-style theme touching every construct of the grammar. */
@tintColor: #0070F2;
@tintColor_darkBackground: #4DB1FF;
@headlineStyle: headline;

fdlFUIObjectTableViewCell {
    tint-color: @tintColor;
    background-color-selected: negative_darkBackground;
}

fdlFUIObjectTableViewCell_headlineLabel,
fdlFUIObjectTableViewCell_subheadlineLabel {
    font-style: @headlineStyle;
    font-color: rgba(50, 54, 58, 0.9);
    text-line-clamp: 2;
    text-align: left
}

fdlFUIObjectTableViewCell_avatar_0 { tint-color: #E9730C; }
fdlFUIObjectTableViewCell_footnoteIcon { tint-color: primary3; }

fdlFUISwitchFormCell_switch {
    thumb-color-enabled-selected: #FFFFFF;
    track-color-disabled-unselected: #D5DADD80;
    view-alpha-disabled-selected: 0.4;
}

@media (device: ipad) and (orientation: landscape) {
    @tintColor: #0A6ED1;
    fdlFUIObjectTableViewCell_headlineLabel { font-style: title3; }
}

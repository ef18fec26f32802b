/* Rules: one class path or a comma-separated list, each with declarations. */
fdlFUIObjectTableViewCell_headlineLabel {
    font-style: headline;
    font-color: #32363A;
}

fdlFUIObjectTableViewCell_footnoteLabel, fdlFUIObjectTableViewCell_descriptionLabel {
    font-style: footnote;
}

/* State suffixes are part of the property name. */
fdlFUISwitchFormCell_switch {
    thumb-color-enabled-selected: #FFFFFF;
    thumb-color-disabled-unselected: #EDEDED;
}

/* A stock NUI class and a custom style class an app assigns through nuiClass. */
Button {
    font-color-highlighted: #999999;
    corner-radius: 7;
}

SecondaryButton {
    border-width: 2px;
}

/* An empty rule and stray semicolons are allowed. */
fdlFUIObjectTableViewCell {
}

Label { ; font-size: 12;; }

/*
 * Acme Field Service - brand theme for an SAP Fiori for iOS app.
 *
 * Loaded after the SDK's own theme:
 *     NUISettings.initWithStylesheet(name: "acme-field-service")
 *
 * Palette colors are overridden per background scheme; an unsuffixed name is the value used on
 * a light background, `_darkBackground` the value used in dark mode.
 */

/* ---- Fiori palette overrides ---- */
@tintColor: #0A6ED1;
@tintColor_darkBackground: #4DB1FF;
@tintColorTapState: #0854A0;
@tintColorTapState_darkBackground: #91C8F6;
@primaryLabel: #32363A;
@primaryLabel_darkBackground: #FAFAFA;
@tertiaryLabel: #6A6D70;
@tertiaryLabel_darkBackground: #C6CACD;
@negativeLabel: #BB0000;
@negativeLabel_darkBackground: #FF8888;

/* ---- Brand values ---- */
@brandOrange: #E9730C;
@brandFont: HelveticaNeue-Medium;
@cardBackground: #FFFFFF;

/* ---- Object cells ---- */
fdlFUIObjectTableViewCell {
    tint-color: @tintColor;
    background-color: @cardBackground;
    background-color-selected: tintColorTapState;
}

fdlFUIObjectTableViewCell_headlineLabel {
    font-style: headline;
    font-color: @primaryLabel;
    text-line-clamp: 2;
}

fdlFUIObjectTableViewCell_subheadlineLabel {
    font-style: subheadline;
    font-color: @tertiaryLabel;
}

fdlFUIObjectTableViewCell_footnoteLabel,
fdlFUIObjectTableViewCell_descriptionLabel {
    font-style: footnote;
    font-color: @tertiaryLabel;
    text-line-clamp: 3;
}

fdlFUIObjectTableViewCell_statusLabel {
    font-name: @brandFont;
    font-size: 13;
    font-color: @negativeLabel;
    text-align: right;
}

fdlFUIObjectTableViewCell_avatar_0 {
    tint-color: @brandOrange;
}

fdlFUIObjectTableViewCell_footnoteIcon {
    tint-color: @tertiaryLabel;
}

/* ---- Form cells ---- */
fdlFUISwitchFormCell_title {
    font-style: body;
    font-color: @primaryLabel;
    text-line-clamp: 2;
}

fdlFUISwitchFormCell_switch {
    tint-color: @tintColor;
    thumb-color-enabled-selected: #FFFFFF;
    thumb-color-enabled-unselected: #FFFFFF;
    thumb-color-disabled-selected: #EDEDED;
    thumb-color-disabled-unselected: #EDEDED;
    track-color-enabled-selected: @tintColor;
    track-color-enabled-unselected: #89919A;
    track-color-disabled-selected: #89BFF2;
    track-color-disabled-unselected: #D5DADD;
    view-alpha-disabled-selected: 0.4;
    view-alpha-disabled-unselected: 0.4;
}

fdlFUIRatingControl {
    on-color-standard: @brandOrange;
    off-color-standard: #D5DADD;
    on-color-editable: @tintColor;
    off-color-editable-disabled: #EDEDED;
}

/* ---- Global text styles ---- */
fdlFontStyle_headline {
    font-style: headline;
    font-color: @primaryLabel;
}

fdlFontStyle_footnote {
    font-style: footnote;
    font-color: @tertiaryLabel;
}

/* ---- Larger text on iPad in landscape ---- */
@media (device: ipad) and (orientation: landscape) {
    fdlFUIObjectTableViewCell_headlineLabel {
        font-style: title3;
        text-line-clamp: 1;
    }
}

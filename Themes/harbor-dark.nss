/*
 * Harbor - a dark-first brand theme for a Fiori field app used at night on the quay.
 *
 * The palette overrides are given for dark backgrounds (and their elevated and high-contrast
 * variants); light mode keeps SAP's defaults except for the tint.
 */

/* ---- Palette overrides ---- */
@tintColor: #005F87;
@tintColor_darkBackground: #3FC1C9;
@tintColor_elevatedDarkBackground: #5AD1D8;
@tintColor_contrastDarkBackground: #7FE3E8;
@primaryBackground_darkBackground: #0B1620;
@secondaryBackground_darkBackground: #12212E;
@primaryLabel_darkBackground: #E8F1F5;
@secondaryLabel_darkBackground: #A7BAC6;
@positiveLabel_darkBackground: #5FD38D;
@criticalLabel_darkBackground: #F4B860;

/* ---- Brand values ---- */
@harborYellow: #F4B860;
@cornerRadius: 10;
@headlineFont: HelveticaNeue-Bold;

/* ---- Headers ---- */
fdlFUIObjectHeaderView {
    background-color: secondaryBackground;
    tint-color: tintColor;
}

fdlFUIObjectHeaderView_headlineLabel {
    font-name: @headlineFont;
    font-size: 22;
    font-color: primaryLabel;
    text-line-clamp: 2;
}

fdlFUIObjectHeaderView_subheadlineLabel,
fdlFUIObjectHeaderView_footnoteLabel {
    font-style: subheadline;
    font-color: secondaryLabel;
}

fdlFUIObjectHeaderView_statusLabel {
    font-style: footnote;
    font-color: positiveLabel;
    text-align: right;
}

fdlFUIObjectHeaderView_substatusLabel {
    font-style: footnote;
    font-color: criticalLabel;
    text-align: right;
}

fdlFUIObjectHeaderView_detailImageView {
    tint-color: @harborYellow;
}

/* ---- Contacts and timelines ---- */
fdlFUIContactView_headlineLabel {
    font-style: headline;
    font-color: primaryLabel;
}

fdlFUITimelineCell {
    background-color: primaryBackground;
}

fdlFUITimelineCollectionViewCell_titleLabel {
    font-style: subheadline;
    font-color: primaryLabel;
}

/* ---- Forms ---- */
fdlFUIStepperFormCell_keyText {
    font-color: secondaryLabel;
    font-color-disabled: quaternaryLabel;
}

fdlFUIStepperFormCell_increaseButton,
fdlFUIStepperFormCell_decreaseButton {
    font-color: tintColor;
    font-color-disabled: quaternaryLabel;
}

fdlFUIRangeSliderFormCell_slider {
    track-tint-color: separator;
    track-selection-color: tintColor;
    thumb-tint-color: #FFFFFF;
    thumb-tint-color-disabled: #A7BAC6;
}

fdlFUIRangeSliderFormCell_textFields {
    font-color: primaryLabel;
    border-color: separator;
    border-color-highlighted: tintColor;
    border-color-readonly: quaternaryLabel;
}

/* ---- Buttons ---- */
Button {
    corner-radius: @cornerRadius;
    font-color: tintColor;
    font-color-highlighted: @harborYellow;
    font-color-disabled: quaternaryLabel;
}

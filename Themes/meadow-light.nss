/*
 * Meadow - a light brand theme for a Fiori approvals app, with KPI cards and charts.
 */

/* ---- Palette overrides (light backgrounds only) ---- */
@tintColor_lightBackground: #2B7D2B;
@tintColorTapState: #1F5E1F;
@header: #F3F8F1;
@primaryGroupedBackground: #F7FAF5;

/* ---- Brand values ---- */
@meadowGreen: #2B7D2B;
@meadowClay: rgba(178, 92, 60, 0.9);
@titleStyle: title3;

/* ---- KPI and chart cards ---- */
fdlFUIKPITitleBaseView_title {
    font-style: @titleStyle;
    font-color: primaryLabel;
    text-align: left;
}

fdlFUIKPITitleBaseView_kpiMetricItem {
    font-style: kpiNumber;
    font-color: @meadowGreen;
}

fdlFUIKPITitleBaseView_kpiUnitItem {
    font-style: footnote;
    font-color: secondaryLabel;
}

fdlFUIChartTitleView_title {
    font-style: headline;
    font-color: primaryLabel;
    text-line-clamp: 1;
}

fdlFUIChartTitleView_status {
    font-style: caption1;
    font-color: @meadowClay;
}

fdlFUICardMainHeaderView_title {
    font-style: headline;
    font-color: primaryLabel;
    text-line-clamp: 2;
}

fdlFUICardMainHeaderView_detailImageView {
    tint-color: @meadowGreen;
}

/* ---- Lists ---- */
fdlFUIObjectTableViewCell {
    background-color: primaryBackground;
    background-color-selected: tintColorTapState;
}

fdlFUIObjectTableViewCell_headlineLabel {
    font-style: headline;
    font-color: primaryLabel;
}

fdlFUIObjectTableViewCell_footnoteIcon_1 {
    tint-color: @meadowClay;
}

fdlFUIObjectTableViewCell_footnoteIcon {
    tint-color: tertiaryLabel;
}

/* ---- Ratings and switches ---- */
fdlFUIRatingControlFormCell_ratingControl {
    on-color-standard: @meadowGreen;
    off-color-standard: separator;
    on-color-accented: @meadowClay;
}

fdlFUISwitchFormCell_switch {
    track-color-enabled-selected: @meadowGreen;
    track-color-disabled-selected: rgba(43, 125, 43, 0.4);
    view-alpha-disabled-unselected: 0.5;
}

/* ---- Global text styles ---- */
fdlFontStyle_headline {
    font-style: headline;
    font-color: primaryLabel;
}

fdlFontStyle_kpiNumber {
    font-style: kpiNumber;
    font-color: @meadowGreen;
}

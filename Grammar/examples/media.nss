/* @media: conditions joined by 'and'; rules and definitions inside. */
@media (device: ipad) {
    @cellHeight: 64;
    fdlFUIObjectTableViewCell_headlineLabel {
        font-style: title3;
    }
}

@media (device: iphone) and (orientation: landscape) {
    Label {
        font-size: 13;
    }
}

@media (device: ipad) and (orientation: landscape) {
  fdlFUIObjectTableViewCell_headlineLabel { font-style: headline; font-color-disabled: primary1; }
}

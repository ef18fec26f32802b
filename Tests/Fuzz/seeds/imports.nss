@import "other.nss";
@import url(../../etc/passwd);
fdlFUISwitchFormCell_switch { thumb-color-enabled-selected: @missing; }

/* Brand theme: every layout rule at once. */
@brand: #0070F2; /* the blue */
@gap: 8;

@inset: 4;

Label {
    font-color: @brand;
    font-size: 12; /* why */
}

Button {
    background-color: rgba(0,112,242,0.5);
    font-name: Avenir Next;
}

fdlFUIObjectTableViewCell_headlineLabel,
fdlFUIObjectTableViewCell_subheadlineLabel,
fdlFUIObjectTableViewCell_footnoteLabel {
    font-style: headline;
}

A, B {
}

/* before the media block */

@media (device:ipad) {
    Button {
        font-size: 14;
    }
    /* the last word inside */
}

@import "more.nss";
/* the end */

/* Constructs NSSKit accepts but NUI's reader rejects (each is [not NUI] in nss.ebnf). */
@import "variables.nss";
@import url(rules.nss);
@shadowRed: 128;

// A line comment.
Label {
    font-name: "Helvetica Neue";   // a quoted font name
    font-color: rgba(@shadowRed, 0, 0, 0.5);
    text-align: center
}

Übersicht {
    font-size: 50%;
}

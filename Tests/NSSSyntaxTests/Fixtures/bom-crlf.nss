/* starts with a byte order mark, uses CRLF */
Label {
    font-color: #FF0000;
}

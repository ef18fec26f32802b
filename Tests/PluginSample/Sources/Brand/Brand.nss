Label {
    font-color: #0070F2;
}

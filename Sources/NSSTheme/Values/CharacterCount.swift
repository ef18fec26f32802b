extension String {
    /// Whether the string has more than `length` Characters, found without counting them all (which
    /// reads the whole string) when its first `length` bytes are ASCII other than a carriage
    /// return: each is then a Character, and a following ASCII byte starts another. Any other
    /// byte might join the last of them (`@` and a combining accent are one Character), so the
    /// Characters are then counted.
    func hasMoreCharacters(than length: Int) -> Bool {
        var remaining = length
        for byte in utf8 {
            if remaining == 0 { return byte < 0x80 || count > length }
            if byte >= 0x80 || byte == UInt8(ascii: "\r") { return count > length }
            remaining -= 1
        }
        return false
    }
}

import Testing

@testable import NSSSyntax

@Suite("ASCII bytes")
struct ASCIIBytesTests {
    /// Lengths across the eight-byte words and the tail, a byte of 0x80 or more at each place.
    @Test func aHighByteAnywhereIsFound() {
        for length in 0..<40 {
            let ascii = [UInt8](repeating: 0x7F, count: length)
            let isASCII = ascii.withUnsafeBytes { $0.isASCII }
            #expect(isASCII, "\(length)")
            for place in 0..<length {
                for high: UInt8 in [0x80, 0xC3, 0xFF] {
                    var bytes = ascii
                    bytes[place] = high
                    let found = bytes.withUnsafeBytes { $0.isASCII }
                    #expect(!found, "\(length) \(place)")
                }
            }
        }
    }
}

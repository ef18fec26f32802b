import NSSSyntax

/// A piece of a finding's message: literal text, or the source text of a byte range of the file.
enum MessagePiece {
    case text(StaticString)
    case source(Range<Int>)
}

extension LintContext {
    /// A message of literal text and source text, made as one string: for rules that can report
    /// a finding for every declaration of a file, where a string per name and the interpolation
    /// joining them cost more than the rest of the finding. Source text reads as ``text(_:)``
    /// reads it (invalid UTF-8 repaired).
    func message(_ pieces: MessagePiece...) -> String {
        var length = 0
        for piece in pieces {
            switch piece {
            case .text(let text): length += text.utf8CodeUnitCount
            case .source(let range): length += range.clamped(to: file.bytes.indices).count
            }
        }
        return file.bytes.withUnsafeBufferPointer { source in
            String(unsafeUninitializedCapacity: length) { buffer in
                var written = 0
                func append(_ bytes: UnsafeBufferPointer<UInt8>) {
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(fromContentsOf: bytes)
                    written += bytes.count
                }
                for piece in pieces {
                    switch piece {
                    case .text(let text): text.withUTF8Buffer(append)
                    case .source(let range):
                        append(UnsafeBufferPointer(rebasing: source[range.clamped(to: source.indices)]))
                    }
                }
                return written
            }
        }
    }
}

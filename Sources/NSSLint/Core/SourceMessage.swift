import NSSSyntax

/// A piece of a finding's message: literal text, a string, or the source text of a byte range
/// of the file.
enum MessagePiece {
    case text(StaticString)
    case string(String)
    case source(Range<Int>)
}

/// A message of pieces, made as one string in one allocation: for rules that can report a
/// finding for every declaration of a file, where a string per name and the interpolation
/// joining them (which grows its string as it goes) cost more than the rest of the finding.
/// `.source` pieces read `source`'s bytes (clamped to them), invalid UTF-8 repaired as
/// ``LintContext/text(_:)`` repairs it.
func makeMessage(_ pieces: [MessagePiece], source: [UInt8] = []) -> String {
    var length = 0
    for piece in pieces {
        switch piece {
        case .text(let text): length += text.utf8CodeUnitCount
        case .string(let string): length += string.utf8.count
        case .source(let range): length += range.clamped(to: source.indices).count
        }
    }
    return source.withUnsafeBufferPointer { source in
        String(unsafeUninitializedCapacity: length) { buffer in
            var written = 0
            func append(_ bytes: UnsafeBufferPointer<UInt8>) {
                _ = UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(fromContentsOf: bytes)
                written += bytes.count
            }
            for piece in pieces {
                switch piece {
                case .text(let text): text.withUTF8Buffer(append)
                case .string(var string): string.withUTF8(append)
                case .source(let range):
                    append(UnsafeBufferPointer(rebasing: source[range.clamped(to: source.indices)]))
                }
            }
            return written
        }
    }
}

extension LintContext {
    /// ``makeMessage(_:source:)`` over this file's bytes.
    func message(_ pieces: MessagePiece...) -> String { makeMessage(pieces, source: file.bytes) }
}

/// Passes `body` a piece of a file's bytes as a message shows it: the bytes themselves when they
/// are ASCII (nearly always), else their text with invalid UTF-8 repaired, as `.source` pieces
/// and ``LintContext/text(_:)`` repair it. Pieces that differ only in invalid bytes read alike.
func passShown(_ piece: UnsafeRawBufferPointer, to body: (UnsafeRawBufferPointer) -> Void) {
    if piece.isASCII {
        body(piece)
    } else {
        var shown = String(decoding: piece, as: UTF8.self)
        shown.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }
}

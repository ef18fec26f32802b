import NSSSyntax

/// A stable name for a finding that survives edits elsewhere in its file: the rule, the text of
/// the line it starts on (with runs of blanks folded, so re-indenting keeps it) and how many
/// earlier findings of that rule share that text. Line numbers are left out on purpose: code
/// that moves keeps its fingerprint, so a baseline does not resurrect it and a code-scanning
/// alert follows it across commits.
public enum FindingFingerprint {
    /// The fingerprints of a file's findings, in their order: 16 lowercase hex digits each.
    ///
    /// A line is folded and hashed once however many findings start on it: a file on one long
    /// line with a finding every few bytes would otherwise be read once per finding.
    public static func fingerprints(of findings: [Finding]) -> [String] {
        var textIDs: [String: Int] = [:]
        var lines: [Int: (text: String, id: Int)] = [:]
        var keyHashes: [KeyOnLine: UInt64] = [:]
        var seen: [KeyOnLine: Int] = [:]
        return findings.map { finding in
            let lineNumber = finding.file.location(of: finding.diagnostic.range.lowerBound).line
            let line: (text: String, id: Int)
            if let known = lines[lineNumber] {
                line = known
            } else {
                let text = lineText(of: finding)
                line = (text, textIDs[text] ?? textIDs.count)
                textIDs[text] = line.id
                lines[lineNumber] = line
            }
            let key = KeyOnLine(rule: finding.ruleID, textID: line.id)
            let keyHash = keyHashes[key] ?? fnv1a(Array((finding.ruleID + "\u{0}" + line.text).utf8))
            keyHashes[key] = keyHash
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            return hex(fnv1a([0] + Array(String(occurrence).utf8), from: keyHash))
        }
    }

    /// A rule and the text of a line, by its identifier among the file's distinct line texts.
    private struct KeyOnLine: Hashable {
        var rule: String
        var textID: Int
    }

    /// The finding's first line, blanks folded and trimmed.
    static func lineText(of finding: Finding) -> String {
        let file = finding.file
        let line = file.location(of: finding.diagnostic.range.lowerBound).line
        var folded: [UInt8] = []
        var pendingBlank = false
        for byte in file.bytes[file.lineRange(line)] {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                pendingBlank = !folded.isEmpty
                continue
            }
            if pendingBlank { folded.append(UInt8(ascii: " ")) }
            pendingBlank = false
            folded.append(byte)
        }
        return String(decoding: folded, as: UTF8.self)
    }

    /// 64-bit FNV-1a: small, fast and the same on every platform and run (Swift's `Hasher` is
    /// seeded per process, so it cannot name anything that is stored).
    static func fnv1a(_ bytes: [UInt8], from start: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = start
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

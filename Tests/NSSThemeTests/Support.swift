import Foundation
import NSSSyntax
import Testing

@testable import NSSTheme

enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    static func text(_ relative: String) throws -> String {
        try String(contentsOf: url(relative), encoding: .utf8)
    }

    static func source(_ relative: String) throws -> SourceFile {
        SourceFile(path: relative, bytes: [UInt8](try Data(contentsOf: url(relative))))
    }

    /// The shared reference folder beside the checkout, when it exists.
    static var sharedReference: URL? {
        let folder = root.deletingLastPathComponent().appendingPathComponent("shared/reference")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }
}

/// The definitions of NSS text, for variable tests.
func definitions(_ text: String, path: String = "test.nss", firstOrder: Int = 0) -> [VariableDefinition] {
    VariableDefinition.collect(from: SyntaxTree.parse(text, path: path), firstOrder: firstOrder)
}

/// Golden files are re-recorded only on request (`NSSKIT_RECORD_GOLDEN=1 swift test --filter ...`),
/// never in CI, where a recording test would pass whatever the output.
enum GoldenFiles {
    static var recording: Bool {
        let environment = ProcessInfo.processInfo.environment
        guard environment["NSSKIT_RECORD_GOLDEN"] != nil else { return false }
        if environment["CI"] != nil {
            Issue.record("NSSKIT_RECORD_GOLDEN is set in CI: golden files are not re-recorded there")
            return false
        }
        return true
    }
}

// The parser's at-rules (@media, @import, unknown ones) and its recovery by skipping: the part
// of the grammar outside rules and declarations (Parser.swift).
extension Parser {
    // MARK: At-rules

    mutating func parseAtItem(inMedia: Bool) {
        if textEquals(cursor, "@media") {
            parseMedia(nested: inMedia)
        } else if textEquals(cursor, "@import") {
            parseImport()
        } else if range(of: cursor).count == 1 {
            let node = startNode(.unexpected)
            report(SyntaxDiagnostics.expectedVariableName(range(of: cursor)))
            advance()
            skipToDeclarationEnd()
            finishNode(node)
        } else if peek(1) == .colon || !isAtRule() {
            if case .ruleStarts(let selector) = parseDeclaration(.variableDefinition) {
                // A definition runs into the next rule only when its ';' is missing.
                report(SyntaxDiagnostics.expectedSemicolon(at: end(of: selector - 1), next: range(of: selector)))
            }
        } else {
            parseUnknownAtRule()
        }
    }

    /// Whether the current at-keyword starts an at-rule rather than a definition missing its `:`:
    /// it names a CSS at-rule, or its prelude runs into a block.
    mutating func isAtRule() -> Bool {
        let name = text(of: cursor).dropFirst().lowercased()
        if Self.cssAtRules.contains(String(name)) { return true }
        var offset = 1
        var progress = ProgressCheck("Parser.at-rule lookahead")
        while true {
            progress.check(offset)
            switch peek(offset) {
            case .leftBrace: return true
            case .semicolon, .rightBrace, .endOfFile, .colon: return false
            default: offset += 1
            }
        }
    }

    private static let cssAtRules: Set<String> = [
        "charset", "font-face", "keyframes", "-webkit-keyframes", "supports", "namespace", "page", "layer",
        "container", "property", "counter-style", "font-feature-values", "document", "viewport", "scope",
    ]

    mutating func parseUnknownAtRule() {
        let node = startNode(.atRule)
        let keyword = cursor
        report(SyntaxDiagnostics.unknownAtRule(range(of: keyword), name: text(of: keyword)))
        advance()
        while current != .semicolon && current != .leftBrace && current != .rightBrace && current != .endOfFile {
            advance()
        }
        if current == .semicolon {
            advance()
        } else if current == .leftBrace {
            skipBlock()
        }
        finishNode(node)
    }

    /// `@media (name: value) and (name: value) { items }`.
    mutating func parseMedia(nested: Bool) {
        let node = startNode(.mediaRule)
        let keyword = cursor
        advance()
        let query = startNode(.mediaQuery)
        let queryStart = cursor
        while current != .leftBrace && current != .semicolon && current != .rightBrace && current != .endOfFile {
            advance()
        }
        finishNode(query)
        if nested {
            demoteToUnexpected(node)
            report(SyntaxDiagnostics.nestedMedia(range(of: keyword)))
            if current == .leftBrace { skipBlock() }
            finishNode(node)
            return
        }
        validateMediaQuery(queryStart..<cursor, keyword: keyword)
        guard current == .leftBrace else {
            report(
                SyntaxDiagnostics.expectedBlock(after: range(from: keyword, to: cursor - 1), at: end(of: cursor - 1)))
            if current == .semicolon { advance() }
            finishNode(node)
            return
        }
        let block = startNode(.block)
        let open = cursor
        advance()
        parseItems(inMedia: true)
        if current == .rightBrace {
            advance()
        } else {
            reportUnclosedBlock(opening: range(of: open), end: end(of: cursor - 1), nextRule: nil)
        }
        finishNode(block)
        finishNode(node)
    }

    /// Checks `(name: value) (and (name: value))*`, reporting the first deviation.
    mutating func validateMediaQuery(_ tokenRange: Range<Int>, keyword: Int) {
        guard !tokenRange.isEmpty else {
            report(
                SyntaxDiagnostics.invalidMediaQuery(
                    range(of: keyword), problem: "missing condition such as (device: ipad)"))
            return
        }
        let expected: [TokenKind] = [.leftParen, .identifier, .colon, .identifier, .rightParen]
        var index = tokenRange.lowerBound
        var progress = ProgressCheck("Parser.media query")
        while index < tokenRange.upperBound {
            progress.check(index)
            if index > tokenRange.lowerBound {
                guard tokens.kinds[index] == .identifier && textEquals(index, "and") else {
                    report(
                        SyntaxDiagnostics.invalidMediaQuery(
                            range(of: index), problem: "expected 'and' between conditions"))
                    return
                }
                index += 1
            }
            for expectedKind in expected {
                guard index < tokenRange.upperBound else {
                    report(
                        SyntaxDiagnostics.invalidMediaQuery(
                            range(of: tokenRange.upperBound - 1),
                            problem: "incomplete condition; expected (name: value)"
                        )
                    )
                    return
                }
                let kind = tokens.kinds[index]
                let matches = kind == expectedKind || (expectedKind == .identifier && kind == .number)
                guard matches else {
                    if !isLexicalError(index) {
                        report(
                            SyntaxDiagnostics.invalidMediaQuery(
                                range(of: index), problem: "expected a condition of the form (name: value)"
                            )
                        )
                    }
                    return
                }
                index += 1
            }
        }
    }

    /// `@import "file.nss";` or `@import file.nss;` or `@import url(file.nss);`.
    mutating func parseImport() {
        let node = startNode(.importRule)
        let keyword = cursor
        advance()
        switch current {
        case .string, .unterminatedString, .identifier:
            if current == .identifier && peek(1) == .leftParen {
                parseFunction(named: true)
            } else {
                advance()
            }
            if current == .semicolon {
                advance()
            } else if current != .endOfFile && current != .rightBrace {
                report(SyntaxDiagnostics.expectedSemicolon(at: end(of: cursor - 1), next: range(of: cursor)))
            }
        default:
            report(SyntaxDiagnostics.expectedImportPath(range(of: keyword)))
            skipToDeclarationEnd()
        }
        finishNode(node)
    }

    // MARK: Skipping

    /// Skips to just after the next `;`, or to the next `}` or `{` or the end, at the same depth.
    mutating func skipToDeclarationEnd() {
        var progress = ProgressCheck("Parser.at-rule recovery")
        while true {
            progress.check(cursor)
            switch current {
            case .semicolon:
                advance()
                return
            case .rightBrace, .leftBrace, .endOfFile:
                return
            default:
                advance()
            }
        }
    }

    mutating func skipInvalidToken() {
        let node = startNode(.unexpected)
        advance()
        finishNode(node)
    }

    /// Skips a balanced `{ ... }` starting at the current `{`, without recursion.
    mutating func skipBlock() {
        let open = cursor
        var depth = 0
        var progress = ProgressCheck("Parser.block skip")
        while true {
            progress.check(cursor)
            switch current {
            case .leftBrace:
                depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 {
                    advance()
                    return
                }
            case .endOfFile:
                reportUnclosedBlock(opening: range(of: open), end: end(of: cursor - 1), nextRule: nil)
                return
            default:
                break
            }
            advance()
        }
    }
}

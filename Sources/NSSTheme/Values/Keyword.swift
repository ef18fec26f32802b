import NSSSyntax

/// A value type that is one word from a fixed set.
public protocol KeywordValue: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    /// What the value is, for messages: "a text alignment".
    static var typeDescription: String { get }
}

extension KeywordValue {
    /// Reads one of the keywords; an unknown word gets the list of keywords and the closest one.
    public static func parse(_ parts: [ValuePart]) -> Result<Self, ValueError> {
        parts.singleToken(expected: typeDescription).flatMap { token in
            if let value = Self(rawValue: token.text) { return .success(value) }
            let keywords = KeywordLists.list(of: Self.self)
            var message = "'\(token.text)' is not \(typeDescription); expected \(keywords.listed)"
            if let suggestion = keywords.closest(to: token.text) {
                message += "; did you mean '\(suggestion)'?"
            }
            return .failure(ValueError(message, span: token.span))
        }
    }
}

/// Each keyword type's words as a message lists them and as a "did you mean" index, made once
/// per type: a large theme repeats an unknown word thousands of times, and the plain search
/// cost 60,000 instructions a time (12.6 M of a 5 MB lint).
enum KeywordLists {
    struct List: Sendable {
        /// The words joined with ", ".
        let listed: String
        let names: [String]
        let index: SuggestionIndex

        /// The closest word, as ``Suggestions/closest(to:in:count:maximumDistance:)`` finds it:
        /// through the index for an ASCII word, where the two agree (the index counts bytes).
        func closest(to word: String) -> String? {
            var word = word
            if word.withUTF8({ UnsafeRawBufferPointer($0).isASCII }) { return index.closest(to: word).first }
            return Suggestions.closest(to: word, in: names).first
        }
    }

    private static let lists = Locked<[ObjectIdentifier: List]>([:])

    static func list<Keyword: KeywordValue>(of type: Keyword.Type) -> List {
        lists.withLock { lists in
            if let list = lists[ObjectIdentifier(type)] { return list }
            let names = Keyword.allCases.map(\.rawValue)
            let list = List(listed: names.joined(separator: ", "), names: names, index: SuggestionIndex(names))
            lists[ObjectIdentifier(type)] = list
            return list
        }
    }
}

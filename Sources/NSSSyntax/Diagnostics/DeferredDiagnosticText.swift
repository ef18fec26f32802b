/// A diagnostic's message and fix-its, made only when they are read.
///
/// For a rule whose texts cost far more than its finding: unknown-class-path looks for the
/// closest documented paths, about 14,000 instructions a path, and a large theme has tens of
/// thousands of findings of which a report shows a thousand. A diagnostic keeps one of these in
/// place of its message and fix-its (``Diagnostic/init(code:severity:deferred:range:notes:)``);
/// ``Diagnostic/message`` and ``Diagnostic/fixIts`` read it, passing the diagnostic's range, so
/// that one text may serve every diagnostic whose texts differ only by their place (an object
/// for each was an allocation and a free for each of tens of thousands of findings).
///
/// A report that counts repeated problems tells them apart by their identities
/// (``forEachIdentityPiece(at:_:)``) without making the messages, so an implementation promises,
/// among the diagnostics of one code and severity: equal identities make equal messages,
/// different identities make different messages, and no message it makes is ever written out
/// as a plain message. (Fix-its may differ: they edit each diagnostic's own place.)
public protocol DeferredDiagnosticText: AnyObject, Sendable {
    /// The message of the diagnostic at `range`, as ``Diagnostic/message`` gives it.
    func message(at range: Range<Int>) -> String
    /// The fix-its of the diagnostic at `range`, as ``Diagnostic/fixIts`` gives them.
    func fixIts(at range: Range<Int>) -> [FixIt]
    /// Passes `body` the identity of the diagnostic at `range`: the bytes that decide its message
    /// (see the type's promise), in one or more pieces, after the shared ones
    /// (``forEachSharedIdentityPiece(_:)``). Two identities are equal when they have the same
    /// pieces in the same order: `"ab", "c"` is not `"a", "bc"`.
    func forEachIdentityPiece(at range: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Void)
    /// Passes `body` the first pieces of the identity, which every diagnostic of this text shares
    /// whatever its range: a report that counts problems takes them in once for a run of
    /// diagnostics of one text. None by default.
    func forEachSharedIdentityPiece(_ body: (UnsafeRawBufferPointer) -> Void)
}

extension DeferredDiagnosticText {
    /// No shared pieces: the identity is the pieces at each range alone.
    public func forEachSharedIdentityPiece(_ body: (UnsafeRawBufferPointer) -> Void) {}
}

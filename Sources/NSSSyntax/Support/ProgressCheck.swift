/// Proof that a lexer or parser loop moves forward: each iteration hands over its position (a
/// byte offset or token index), which must be past the previous one. A loop that stops
/// consuming input would spin forever on some file; with the check it stops at once, naming the
/// loop and the position. Active in debug builds and in the fuzzing build (`-DFUZZING`), where
/// it turns a hang into a crash the fuzzer reports; compiled away in release builds.
struct ProgressCheck {
    #if DEBUG || FUZZING
        private var last = -1
        private let loop: StaticString

        init(_ loop: StaticString) { self.loop = loop }

        @inline(__always)
        mutating func check(_ position: Int) {
            precondition(position > last, "\(loop) made no progress at \(position)")
            last = position
        }
    #else
        @inline(__always)
        init(_ loop: StaticString) {}

        @inline(__always)
        mutating func check(_ position: Int) {}
    #endif
}

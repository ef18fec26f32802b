import Testing

@testable import NSSLint

@Suite("Overlap index")
struct OverlapIndexTests {
    /// Agrees with `Range.overlaps` against every range of the set, empty ranges included.
    @Test func agreesWithCheckingEveryRange() {
        var generator = LimitedFindingsTests.Generator(state: 42)
        for _ in 0..<300 {
            let ranges = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                let start = Int.random(in: 0..<50, using: &generator)
                return start..<(start + Int.random(in: 0...15, using: &generator))
            }
            let index = OverlapIndex(ranges)
            for start in 0..<60 {
                for length in 0..<6 {
                    let query = start..<(start + length)
                    #expect(index.overlaps(query) == ranges.contains { $0.overlaps(query) }, "\(ranges) \(query)")
                }
            }
        }
    }
}

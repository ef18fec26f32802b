import Testing

@testable import NSSTheme

/// The planner sorts each view's attribute keys itself when there are few of them.
@Suite("The planner's key sort")
struct PlannerKeySortTests {
    @Test(arguments: [0, 1, 2, 7, 32, 33, 200])
    func keysComeOutAsTheLibrarySortsThem(count: Int) {
        var generator = SystemRandomNumberGenerator()
        // Distinct keys, as the planner's are (rank, then the group's position).
        let keys = (0..<count).map { UInt64(UInt32.random(in: 0...40, using: &generator)) << 32 | UInt64($0) }
            .shuffled(using: &generator)
        var sorted = keys
        sorted.withUnsafeMutableBufferPointer { ViewPlanner.sortKeys(&$0) }
        #expect(sorted == keys.sorted())
    }
}

import Testing

@testable import NSSSyntax

@Suite("Arrays filled in place")
struct InPlaceArraysTests {
    /// Each array holds what was written to it, in order, and is as long as that, however much
    /// room it was made with (the counts a pass takes first may be more than it writes).
    @Test func eachArrayIsWhatWasWritten() {
        let (numbers, words, empty) = arraysFilledInPlace(capacities: (5, 3, 2)) {
            (numbers: inout InPlaceAppender<Int>, words: inout InPlaceAppender<String>, _: inout InPlaceAppender<Bool>)
            in
            for number in [4, 8, 15, 16] { numbers.append(number) }
            #expect(numbers.count == 4)
            words.append("a")
            words.append(String(repeating: "b", count: 100))
            words.append("c")
        }
        #expect(numbers == [4, 8, 15, 16])
        #expect(words == ["a", String(repeating: "b", count: 100), "c"])
        #expect(empty.isEmpty)
    }

    /// Arrays of no room are empty, beside one with room, and their writer is called all the
    /// same. (That an empty one is made without writing to the storage every empty array shares,
    /// the race the thread sanitizer reported, only the sanitizer can see.)
    @Test func arraysOfNoRoomAreEmpty() {
        let (none, some, alsoNone) = arraysFilledInPlace(capacities: (0, 2, 0)) {
            (_: inout InPlaceAppender<Int>, some: inout InPlaceAppender<Int>, _: inout InPlaceAppender<Int>) in
            some.append(7)
        }
        #expect(none.isEmpty && alsoNone.isEmpty)
        #expect(some == [7])
        #expect(arrayFilledInPlace(capacity: 0) { (_: inout InPlaceAppender<String>) in }.isEmpty)
    }

    /// Writing past the room an array was made with stops the program, saying why, rather than
    /// write past it (in a release build too, where the buffer's own check is gone).
    @Test func writingPastTheRoomStops() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = arraysFilledInPlace(capacities: (1, 0, 0)) {
                    (numbers: inout InPlaceAppender<Int>, _: inout InPlaceAppender<Int>, _: inout InPlaceAppender<Int>)
                    in
                    numbers.append(1)
                    numbers.append(2)
                }
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("more elements than the array was made for"), "\(message)")
    }
}

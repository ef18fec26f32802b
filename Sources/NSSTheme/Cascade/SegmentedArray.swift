/// An append-only array kept in segments of a fixed size. It grows without copying, so at its
/// largest it holds its elements and at most one part-filled segment; an array grown by
/// doubling holds half as much again while it copies into its new buffer. A resolve pass of a
/// 50 MB theme keeps a few hundred thousand read values, tens of megabytes.
struct SegmentedArray<Element> {
    private static var segmentShift: Int { 12 }
    private static var segmentSize: Int { 1 << segmentShift }

    private var segments: [[Element]] = []
    /// The number of elements.
    private(set) var count = 0

    /// Adds an element at the end.
    mutating func append(_ element: Element) {
        if count & (Self.segmentSize - 1) == 0 {
            var segment: [Element] = []
            segment.reserveCapacity(Self.segmentSize)
            segments.append(segment)
        }
        segments[segments.count - 1].append(element)
        count += 1
    }

    /// The element at `index`, which must be below `count`.
    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "index \(index) out of range 0..<\(count)")
        return segments[index >> Self.segmentShift][index & (Self.segmentSize - 1)]
    }
}

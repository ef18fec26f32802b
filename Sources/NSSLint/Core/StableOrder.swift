extension Array {
    /// The elements in the order a stable sort by `areInIncreasingOrder` gives, each moved once.
    ///
    /// Findings are large values with several counted references: a merge sort moving them
    /// spent more time retaining and releasing than comparing (28% of a 5 MB lint). This sorts
    /// their positions instead, comparing by `offset` first since most pairs differ there.
    func stablySorted(offset: (Element) -> Int, by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        let offsets = map(offset)
        var order = [Int](indices)
        order.sort { left, right in
            if offsets[left] != offsets[right] { return offsets[left] < offsets[right] }
            if areInIncreasingOrder(self[left], self[right]) { return true }
            if areInIncreasingOrder(self[right], self[left]) { return false }
            return left < right
        }
        return order.map { self[$0] }
    }
}

extension RandomAccessCollection where Index == Int {
    /// The first index whose element satisfies `belongsToSecondPart`, or `endIndex`: a binary
    /// search for a predicate that, once true along the collection, stays true.
    func partitionPoint(where belongsToSecondPart: (Element) -> Bool) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if belongsToSecondPart(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

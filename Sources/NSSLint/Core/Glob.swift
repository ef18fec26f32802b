/// The `ignore` patterns of `.nsslint.json`: `*` and `?` within one path component, `**` across
/// components, and `**/` for any folders or none. Matched by following every place the pattern
/// could be at once, so the time is the path's length times the pattern's, whatever the pattern:
/// `a*a*a*a*a*a*b` on a long path does not backtrack.
enum Glob {
    private enum Step: Equatable {
        case byte(UInt8)
        /// `?`: one byte other than '/'.
        case one
        /// `*`: any bytes other than '/'.
        case star
        /// `**`: any bytes.
        case globstar
        /// `**/`: nothing, or any bytes ending with '/'.
        case folders
    }

    static func matches(_ pattern: String, _ path: String) -> Bool {
        let steps = compile(Array(pattern.utf8))
        var current = closure([0], steps)
        for byte in path.utf8 {
            var next: Set<Int> = []
            for state in current where state < steps.count {
                switch steps[state] {
                case .byte(let expected): if byte == expected { next.insert(state + 1) }
                case .one: if byte != UInt8(ascii: "/") { next.insert(state + 1) }
                case .star: if byte != UInt8(ascii: "/") { next.insert(state) }
                case .globstar: next.insert(state)
                case .folders:
                    next.insert(state)
                    if byte == UInt8(ascii: "/") { next.insert(state + 1) }
                }
            }
            if next.isEmpty { return false }
            current = closure(next, steps)
        }
        return current.contains(steps.count)
    }

    private static func compile(_ pattern: [UInt8]) -> [Step] {
        var steps: [Step] = []
        var index = 0
        while index < pattern.count {
            if pattern[index] == UInt8(ascii: "*") {
                if index + 1 < pattern.count, pattern[index + 1] == UInt8(ascii: "*") {
                    if index + 2 < pattern.count, pattern[index + 2] == UInt8(ascii: "/") {
                        steps.append(.folders)
                        index += 3
                    } else {
                        steps.append(.globstar)
                        index += 2
                    }
                } else {
                    steps.append(.star)
                    index += 1
                }
            } else {
                steps.append(pattern[index] == UInt8(ascii: "?") ? .one : .byte(pattern[index]))
                index += 1
            }
        }
        return steps
    }

    /// The states reachable without reading a byte: past a star, or past `**/` for no folder.
    private static func closure(_ states: Set<Int>, _ steps: [Step]) -> Set<Int> {
        var result = states
        var pending = Array(states)
        while let state = pending.popLast() {
            guard state < steps.count else { continue }
            switch steps[state] {
            case .star, .globstar, .folders:
                if result.insert(state + 1).inserted { pending.append(state + 1) }
            case .byte, .one:
                break
            }
        }
        return result
    }
}

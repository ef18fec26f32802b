/// A unified diff of two texts by lines (Myers' algorithm), as `diff -u` prints it.
enum UnifiedDiff {
    static func render(old: [UInt8], new: [UInt8], path: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        let script = editScript(a, b)
        guard script.contains(where: { $0.kind != .keep }) else { return "" }
        var output = "--- \(path)\n+++ \(path)\n"
        // Group changes with their context into hunks.
        var index = 0
        while index < script.count {
            guard script[index].kind != .keep else {
                index += 1
                continue
            }
            var start = index
            var keptBefore = 0
            while start > 0 && script[start - 1].kind == .keep && keptBefore < context {
                start -= 1
                keptBefore += 1
            }
            var end = index
            var trailing = 0
            while end < script.count {
                if script[end].kind == .keep {
                    trailing += 1
                    if trailing > context * 2 { break }
                } else {
                    trailing = 0
                }
                end += 1
            }
            end -= max(0, trailing - context)
            let hunk = script[start..<end]
            let oldStart = (hunk.first?.oldIndex ?? 0) + 1
            let newStart = (hunk.first?.newIndex ?? 0) + 1
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for step in hunk {
                switch step.kind {
                case .keep: output += " " + a[step.oldIndex]
                case .delete: output += "-" + a[step.oldIndex]
                case .insert: output += "+" + b[step.newIndex]
                }
            }
            index = end
        }
        return output
    }

    struct Step {
        enum Kind { case keep, delete, insert }
        var kind: Kind
        var oldIndex: Int
        var newIndex: Int
    }

    /// Lines with their line breaks; a last line without one gets the `\ No newline` marker.
    static func lines(_ bytes: [UInt8]) -> [String] {
        var result: [String] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            result.append(String(decoding: bytes[start...index], as: UTF8.self))
            start = index + 1
        }
        if start < bytes.count {
            result.append(String(decoding: bytes[start...], as: UTF8.self) + "\n\\ No newline at end of file\n")
        }
        return result
    }

    /// The shortest edit script from `a` to `b` (Myers, O((N+M)D)).
    static func editScript(_ a: [String], _ b: [String]) -> [Step] {
        let n = a.count
        let m = b.count
        let maximum = n + m
        var frontier = [Int](repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        var found = false
        for d in 0...maximum {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && frontier[k - 1 + maximum] < frontier[k + 1 + maximum]) {
                    x = frontier[k + 1 + maximum]
                } else {
                    x = frontier[k - 1 + maximum] + 1
                }
                var y = x - k
                while x < n && y < m && a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[k + maximum] = x
                if x >= n && y >= m {
                    found = true
                    break
                }
            }
            if found { break }
        }
        var steps: [Step] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && v[k - 1 + maximum] < v[k + 1 + maximum]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = v[previousK + maximum]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                steps.append(Step(kind: .keep, oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    steps.append(Step(kind: .insert, oldIndex: x, newIndex: y))
                } else {
                    x -= 1
                    steps.append(Step(kind: .delete, oldIndex: x, newIndex: y))
                }
            }
        }
        return steps.reversed()
    }
}

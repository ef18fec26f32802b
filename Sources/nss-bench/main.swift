import NSSCommandLine
import NSSSyntax
import NSSTheme

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Seconds on the monotonic clock.
func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Median, minimum and maximum of timings.
struct Timing {
    var samples: [Double]
    var median: Double { samples.sorted()[samples.count / 2] }
    var minimum: Double { samples.min() ?? 0 }
    var maximum: Double { samples.max() ?? 0 }
}

func measure(_ iterations: Int, _ body: () -> Void) -> Timing {
    var samples: [Double] = []
    for _ in 0..<iterations {
        let start = now()
        body()
        samples.append(now() - start)
    }
    return Timing(samples: samples)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let iterations = 5
for path in arguments {
    let bytes = try! FileSystem.read(path)
    let source = SourceFile(path: path, bytes: bytes)
    let megabytes = Double(bytes.count) / 1e6
    let lex = measure(iterations) { precondition(!source.tokenize().tokens.isEmpty) }
    let parse = measure(iterations) { precondition(SyntaxTree.parse(source).tokenCount > 0) }
    var classPaths = 0
    let resolve = measure(iterations) {
        let tree = SyntaxTree.parse(source)
        let resolver = Resolver(theme: Theme(trees: [tree]))
        classPaths = resolver.resolveAll().count
    }
    print("\(path): \(bytes.count) bytes, \(classPaths) class paths")
    for (name, timing) in [("lex", lex), ("parse", parse), ("parse+resolve-all", resolve)] {
        print(
            "  \(name): median \(Int(timing.median * 1000)) ms = \(Int(megabytes / timing.median)) MB/s (min \(Int(timing.minimum * 1000)) ms, max \(Int(timing.maximum * 1000)) ms)"
        )
    }
}

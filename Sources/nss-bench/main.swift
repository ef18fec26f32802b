import NSSCommandLine
import NSSSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

let path = CommandLine.arguments[1]
let bytes = try! FileSystem.read(path)
let source = SourceFile(path: path, bytes: bytes)
var lexTimes: [Double] = []
var parseTimes: [Double] = []
for _ in 0..<7 {
    var start = now()
    let lexed = source.tokenize()
    lexTimes.append(now() - start)
    precondition(lexed.tokens.count > 0)
    start = now()
    let tree = SyntaxTree.parse(source)
    parseTimes.append(now() - start)
    precondition(tree.tokenCount > 0)
}
let megabytes = Double(bytes.count) / 1e6
print("lex   MB/s median", megabytes / lexTimes.sorted()[3])
print("parse MB/s median", megabytes / parseTimes.sorted()[3])

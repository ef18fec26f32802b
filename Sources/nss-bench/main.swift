import NSSCommandLine
import NSSJSON
import NSSLint
import NSSSyntax
import NSSTheme

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// nss-bench: measures NSSKit on large themes. Run on demand (release build):
//
//     swift run -c release nss-bench [--json] [--iterations N] [--generate MB] [--only STAGE] FILE...
//
// For each file: lexing, parsing into the lossless tree, parse + resolve every class path, a full
// lint (parse + every rule), and the whole pipeline (one parse, resolve all, lint, each result
// taken as it comes), each as MB/s (median, min and max over the iterations); the peak memory of
// a parse and of the pipeline, each in a child process; and the wall time of `nsslint` on a
// typical 50 KB theme as a whole process. --rules adds where a lint's time goes, rule by rule;
// --phases where the pipeline's goes, phase by phase. --digest FILE... prints the number and a
// digest of a lint's findings under each profile, to check that a change kept every one.
// With --json the last line is one JSON object. Tests/Benchmarks/compare_peers.py runs it beside
// the peer parsers of ../shared/bench.

let benchmark = Benchmark(arguments: Array(CommandLine.arguments.dropFirst()))
exit(benchmark.run())

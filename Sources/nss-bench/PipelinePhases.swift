import NSSLint
import NSSSyntax
import NSSTheme

extension Benchmark {
    /// Where the pipeline's time goes, phase by phase (median milliseconds over the iterations,
    /// each phase timed inside the same runs): the parse, the theme's cascade items, the
    /// resolver's index, the pass that resolves every class path, the runtime's detection, the
    /// lint's facts and its rules, and letting go of what they made: together, the pipeline. Each
    /// phase also shows how many cores were busy in it (the process's processor time over the
    /// phase's time, median): below two on this 2-core machine, a core waited.
    func printPipelinePhases(_ source: SourceFile) {
        let phases = [
            "parse", "theme", "cascade index", "resolve pass", "runtime", "lint facts", "lint rules", "let go",
        ]
        var samples = Array(repeating: [Double](), count: phases.count)
        var busy = Array(repeating: [Double](), count: phases.count)
        for iteration in 0...iterations {
            var times: [Double] = []
            var processorTimes: [Double] = []
            var mark = now()
            var processorMark = processorTime()
            func lap() {
                let next = now()
                let processorNext = processorTime()
                times.append(next - mark)
                processorTimes.append(processorNext - processorMark)
                mark = next
                processorMark = processorNext
            }
            // What the pipeline made, let go of in the last phase, as the pipeline's run does: the
            // names below end with the `do`, so the objects are freed where `made` is emptied.
            var made: (SyntaxTree, Theme, Resolver)? = nil
            do {
                let tree = SyntaxTree.parse(source)
                lap()
                let theme = Theme(trees: [tree])
                lap()
                let resolver = Resolver(theme: theme)
                lap()
                var sets = 0
                resolver.forEachResolved { _ in sets += 1 }
                lap()
                let linter = Linter()
                let runtime = linter.runtime(for: theme)
                lap()
                // The facts are read twice, on their own and by the lint: the rules' time is
                // the lint's less the facts'.
                let context = LintContext(
                    theme: theme, schema: linter.schema, configuration: linter.configuration, runtime: runtime)
                lap()
                var findings = FindingCount()
                linter.lint(theme, file: 0, runtime: runtime, into: &findings)
                lap()
                times[6] = max(0, times[6] - times[5])
                processorTimes[6] = max(0, processorTimes[6] - processorTimes[5])
                // The facts read on their own are the lint's second copy, not the pipeline's:
                // kept past the last lap, and let go of untimed.
                withExtendedLifetime(context) {}
                made = (tree, theme, resolver)
            }
            mark = now()
            processorMark = processorTime()
            empty(&made)
            lap()
            guard iteration > 0 else { continue }  // the first run warms the lazy tables up
            for phase in phases.indices {
                samples[phase].append(times[phase])
                busy[phase].append(times[phase] > 0 ? processorTimes[phase] / times[phase] : 0)
            }
        }
        for (phase, (times, busy)) in zip(phases, zip(samples, busy)) {
            let cores = format(Timing(samples: busy).median)
            print("    \(phase.padding(16))\(format(Timing(samples: times).median * 1000)) ms, \(cores) cores busy")
        }
    }
}

/// Sets `value` to nil, letting go of it here, inside whatever is timed around the call.
@inline(never)
private func empty<Value>(_ value: inout Value?) { value = nil }

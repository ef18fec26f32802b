import NSSLint
import NSSSyntax
import NSSTheme

extension Benchmark {
    /// Where the pipeline's time goes, phase by phase (median milliseconds over the iterations,
    /// each phase timed inside the same runs): the parse, the theme's cascade items, the
    /// resolver's index, the pass that resolves every class path, the lint's facts and its rules.
    func printPipelinePhases(_ source: SourceFile) {
        let phases = ["parse", "theme", "cascade index", "resolve pass", "lint facts", "lint rules"]
        var samples = Array(repeating: [Double](), count: phases.count)
        for iteration in 0...iterations {
            var times: [Double] = []
            var mark = now()
            func lap() {
                let next = now()
                times.append(next - mark)
                mark = next
            }
            let tree = SyntaxTree.parse(source)
            lap()
            let theme = Theme(trees: [tree])
            lap()
            let resolver = Resolver(theme: theme)
            lap()
            var sets = 0
            resolver.forEachResolved { _ in sets += 1 }
            lap()
            // The facts are read twice, on their own and by the lint (which reads the runtime
            // first, as here): the rules' time is the lint's less the facts'.
            let linter = Linter()
            let runtime = linter.runtime(for: theme)
            mark = now()
            let context = LintContext(
                theme: theme, schema: linter.schema, configuration: linter.configuration, runtime: runtime)
            lap()
            var findings = FindingCount()
            linter.lint(theme, file: 0, runtime: runtime, into: &findings)
            lap()
            times[5] = max(0, times[5] - times[4])
            // Let go of after the last lap, so that no phase's time includes freeing it.
            withExtendedLifetime(context) {}
            guard iteration > 0 else { continue }  // the first run warms the lazy tables up
            for phase in phases.indices { samples[phase].append(times[phase]) }
        }
        for (phase, times) in zip(phases, samples) {
            print("    \(phase.padding(16))\(format(Timing(samples: times).median * 1000)) ms")
        }
    }
}

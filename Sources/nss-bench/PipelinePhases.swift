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
            var marks = [now()]
            let tree = SyntaxTree.parse(source)
            marks.append(now())
            let theme = Theme(trees: [tree])
            marks.append(now())
            let resolver = Resolver(theme: theme)
            marks.append(now())
            var sets = 0
            resolver.forEachResolved { _ in sets += 1 }
            marks.append(now())
            let linter = Linter()
            let runtime = linter.runtime(for: theme)
            let context = LintContext(
                theme: theme, schema: linter.schema, configuration: linter.configuration, runtime: runtime)
            marks.append(now())
            var findings = FindingCount()
            linter.lint(theme, file: 0, runtime: runtime, into: &findings)
            marks.append(now())
            // The facts are read twice (once on their own, once by the lint): the rules' time is
            // the lint's less the facts'.
            let factsTime = marks[5] - marks[4]
            withExtendedLifetime(context) {}
            guard iteration > 0 else { continue }  // the first run warms the lazy tables up
            for phase in 0..<4 { samples[phase].append(marks[phase + 1] - marks[phase]) }
            samples[4].append(factsTime)
            samples[5].append(max(0, marks[6] - marks[5] - factsTime))
        }
        for (phase, times) in zip(phases, samples) {
            print("    \(phase.padding(16))\(format(Timing(samples: times).median * 1000)) ms")
        }
    }
}

import NSSAppSources

/// The app-source scan's speed on generated Swift and Objective-C: `--scan-sources MB`.
extension Benchmark {
    /// Typical app code: mostly ordinary lines and comments, a style class assignment or a
    /// NUISettings read now and then.
    static func generatedSources(bytes: Int) -> (swift: [UInt8], objectiveC: [UInt8]) {
        var swift = ""
        var objectiveC = ""
        var index = 0
        while swift.utf8.count < bytes / 2 {
            swift += """
                // MARK: - Row \(index): layout and styling of the cell
                final class Row\(index)Cell: UITableViewCell {
                    private let titleLabel = UILabel()
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        titleLabel.nuiClass = "RowTitle\(index % 50)"
                        let blur = NUISettings.getFloat("blur", withClass: "Card\(index % 20)")
                        contentView.addSubview(titleLabel) /* no style here */
                    }
                }

                """
            objectiveC += """
                - (void)configureRow\(index) {
                    [self.cell setNuiClass:@"OrderCell\(index % 30)"];
                    UIColor *glow = [NUISettings getColor:@"glow-color" withClass:@"Badge"];
                    NSLog(@"configured %d", \(index)); // a comment with nuiClass in it
                }

                """
            index += 1
        }
        return (Array(swift.utf8), Array(objectiveC.utf8))
    }

    /// Prints the scan's throughput over generated sources of `megabytes`.
    func runSourceScan(megabytes: Double) -> Int32 {
        let (swift, objectiveC) = Self.generatedSources(bytes: Int(megabytes * 1_000_000))
        let total = Double(swift.count + objectiveC.count) / 1e6
        var classes = 0
        let timing = measure {
            var sources = AppSources()
            sources.scan(swift, path: "Generated.swift")
            sources.scan(objectiveC, path: "Generated.m")
            classes = sources.assignments.count + sources.reads.count
        }
        print(
            "source scan: \(format(total)) MB of Swift and Objective-C, \(format(total / timing.median)) MB/s"
                + " (median \(format(timing.median * 1000)) ms, min \(format(timing.minimum * 1000)) ms; \(classes) found)"
        )
        return 0
    }
}

import NSSSyntax
import NSSTheme
import Testing

@testable import NSSLint

/// The fact table keeps runs of selectors and declarations per rule, and finds a declaration's or
/// a selector's rule from where the runs start.
@Suite("Fact table")
struct FactTableTests {
    static let text = """
        Empty {}
        A, B { font-size: 1; font-color: red; }
        C {}
        {}
        @media (device: ipad) { D { x: 1; } E {} F, G, H { y: 2; z: 3; } }
        I { w: 4; }
        J {}
        """

    static func context() -> LintContext {
        let theme = Theme(trees: [SyntaxTree.parse(SourceFile(path: "example.nss", text: text))])
        return LintContext(
            theme: theme, schema: .builtin, configuration: LintConfiguration(),
            runtime: RuntimeDetection.detect(theme, schema: .builtin))
    }

    /// An identifier table holds every declaration's slot, set in any order (it grows), reads
    /// back what was set, and clearing forgets each value, however often one was set.
    @Test func idTablesHoldEverySlotAndClear() {
        let context = Self.context()
        let table = IDTable()
        let slots = context.declarations.map(\.facts.slotID)
        #expect(Set(slots).count == 6)
        for (index, slot) in slots.enumerated().reversed() {
            #expect(table[slot] == nil)
            table[slot] = UInt32(index)
            table[slot] = UInt32(index)
            #expect(table[slot] == UInt32(index))
        }
        #expect(table[slots.max()! + 1_000] == nil)
        table.removeAll()
        #expect(slots.allSatisfy { table[$0] == nil })
        table[slots[0]] = 7
        #expect(table[slots[0]] == 7)
    }

    /// A table keeps what was set when it grows, and clearing after growing forgets values set
    /// before and after, however far apart their identifiers.
    @Test func slotTablesKeepTheirValuesAsTheyGrow() {
        let table = SlotTable<LaterWinner>()
        let ids = [3, 0, 63, 64, 1_000, 5, 70_000, 999]
        for (order, id) in ids.enumerated() {
            table[id] = LaterWinner(declaration: UInt32(order), rule: UInt32(id), media: -1)
            for (earlier, earlierID) in ids.prefix(order + 1).enumerated() {
                #expect(table[earlierID]?.declaration == UInt32(earlier), "\(earlierID) after \(id)")
            }
        }
        #expect(table[2] == nil && table[65] == nil && table[70_001] == nil)
        table.removeAll()
        #expect(ids.allSatisfy { table[$0] == nil })
        table[64] = LaterWinner(declaration: 9, rule: 9, media: 2)
        table.removeAll()
        #expect(table[64] == nil)
    }

    /// A rule's distinct groups, found without a set, are those of its selectors once each, in
    /// order: selectors of several groups, repeated groups and classes without one.
    @Test func distinctGroupsOfARule() {
        let text = """
            Label, Button, Label, Custom, fdlFUIObjectTableViewCell_headlineLabel { font-size: 1; }
            Button { font-size: 2; }
            Custom, Other { x: 1; }
            Switch, Label, Button, Switch { y: 2; }
            """
        let theme = Theme(trees: [SyntaxTree.parse(SourceFile(path: "groups.nss", text: text))])
        let context = LintContext(
            theme: theme, schema: .builtin, configuration: LintConfiguration(),
            runtime: RuntimeDetection.detect(theme, schema: .builtin))
        var sizes: [Int] = []
        // One list for every rule, as the rule keeps it: each rule's groups replace the last's.
        var groups = [99]
        for (index, rule) in context.rules.enumerated() {
            let expected = Array(Set(rule.selectors.compactMap(\.group))).sorted()
            UnknownStateRule.distinctGroups(ofRule: index, context.facts, into: &groups)
            #expect(groups.map { context.facts.groupNames[$0] } == expected)
            sizes.append(expected.count)
        }
        #expect(sizes == [3, 1, 0, 3])
    }

    @Test func everyDeclarationKnowsItsRule() {
        let context = Self.context()
        // A for-in loop walks with the list's iterator; `map` would go through its subscript.
        var walked: [String] = []
        for (rule, facts) in context.declarations { walked.append("\(rule) \(facts.declaration.name.text)") }
        let indexed = context.declarations.indices.map {
            "\(context.declarations[$0].rule) \(context.declarations[$0].facts.declaration.name.text)"
        }
        let byRule = context.rules.indices.flatMap { rule in
            context.rules[rule].declarations.map { "\(rule) \($0.declaration.name.text)" }
        }
        #expect(walked == byRule)
        #expect(indexed == byRule)
        #expect(byRule == ["1 font-size", "1 font-color", "3 x", "5 y", "5 z", "6 w"])
    }

    /// A file of many declarations has their names interned on a thread of their own: each
    /// declaration still reads its own name, the readings made in order of first use, one a
    /// name, and rules inside `@media` keep their block's conditions.
    @Test(arguments: [12, 3_000])
    func declarationsReadTheirOwnNamesWhereverTheyWereInterned(rules: Int) {
        let names = ["font-size", "font-color", "Label", "x-unknown", "font-color-disabled"]
        let text = (0..<rules).map { index in
            let rule =
                "Label\(index % 7), Button { \(names[index % 5]): 1; \(names[(index + 2) % 5]): 2; "
                + "\(names[index % 3]): 3; }"
            return index % 4 == 0 ? "@media (device: ipad) { \(rule) Label { font-size: 2; } }" : rule
        }.joined(separator: "\n")
        let tree = SyntaxTree.parse(SourceFile(path: "many.nss", text: text))
        let count = (0..<tree.nodeCount).filter { tree.nodeKind(at: $0) == .declaration }.count
        let interning = DeclarationNames(tree, declarations: count)
        let threshold = DeclarationNames.minimumDeclarationsForThread
        #expect(interning.onAnotherThread == (count >= threshold && Processors.online > 1))
        #expect((count >= threshold) == (rules > 12))
        #expect(interning.interned().table.count == names.count)
        let theme = Theme(trees: [tree])
        let context = LintContext(
            theme: theme, schema: .builtin, configuration: LintConfiguration(),
            runtime: RuntimeDetection.detect(theme, schema: .builtin))
        // Each name has one reading and each reading one name; readings are numbered by first use.
        var readingOfName: [String: UInt32] = [:]
        var nameOfReading: [UInt32: String] = [:]
        var inMedia = 0
        for (index, rule) in context.rules.enumerated() {
            if let media = rule.media {
                inMedia += 1
                #expect(media.map { "\($0.feature)=\($0.value)" } == ["device=ipad"], "\(index)")
            }
            for facts in rule.declarations {
                let name = facts.declaration.name.text
                let reading = context.facts.declarations[facts.index].property
                if readingOfName[name] == nil { #expect(Int(reading) == readingOfName.count) }
                #expect(readingOfName[name, default: reading] == reading)
                #expect(nameOfReading[reading, default: name] == name)
                readingOfName[name] = reading
                nameOfReading[reading] = name
                #expect(facts.split == context.schema.splitPropertyName(name))
            }
        }
        #expect(readingOfName.count == names.count)
        #expect(inMedia == 2 * ((rules + 3) / 4))
    }

    /// Each occurrence carries its rule's declarations, conditions and whether the selector is
    /// the rule's only one.
    @Test func everySelectorKnowsItsRule() {
        let context = Self.context()
        let selectors = context.rules.indices.flatMap { rule in context.rules[rule].selectors.map { (rule, $0.token) } }
        let occurrences = ClassOccurrences(context)
        #expect(occurrences.list.count == selectors.count)
        let facts = context.facts
        for occurrence in occurrences.list {
            let rule = selectors[Int(occurrence.selector)].0
            #expect(occurrence.declarations == facts.declarationIndices(ofRule: rule))
            #expect(occurrence.media == facts.rules[rule].media)
            #expect(occurrence.isRulesOnlySelector == (facts.selectorIndices(ofRule: rule).count == 1))
        }
        #expect(Set(occurrences.list.map(\.media)).count > 1)
        #expect(Set(occurrences.list.map(\.isRulesOnlySelector)).count == 2)
        #expect(selectors.map(\.1.text) == ["Empty", "A", "B", "C", "D", "E", "F", "G", "H", "I", "J"])
    }

    /// Each class's selectors are listed together, in file order, the classes in the order they
    /// first occur. (Each rule here has one declaration: its first is its index.)
    @Test func occurrencesAreListedClassByClassInFileOrder() {
        let text = "B, A { x: 1; }\nC { x: 1; }\nA, A { x: 2; }\nB { x: 3; }\nA { x: 4; }\n"
        let theme = Theme(trees: [SyntaxTree.parse(SourceFile(path: "o.nss", text: text))])
        let context = LintContext(
            theme: theme, schema: .builtin, configuration: LintConfiguration(),
            runtime: RuntimeDetection.detect(theme, schema: .builtin))
        let occurrences = ClassOccurrences(context)
        let names = occurrences.classes.indices.map { position in
            occurrences.range(ofClassAt: position).map { index -> String in
                let occurrence = occurrences.list[index]
                let selector = context.facts.selectors[Int(occurrence.selector)]
                return "\(context.text(selector.range))@\(occurrence.declarationStart)"
            }
        }
        #expect(names == [["B@0", "B@3"], ["A@0", "A@2", "A@2", "A@4"], ["C@1"]])
    }

    /// Custom and unknown class paths share one kept match each; documented ones keep their own.
    @Test func classPathMatchesAreKeptOnceWhereTheyRepeat() {
        let text = """
            MyCard, fdlNoSuchThing_label { font-size: 1; }
            OtherCard, fdlNotAPath_either, fdlFUIObjectTableViewCell_headlineLabel { font-size: 2; }
            """
        let theme = Theme(trees: [SyntaxTree.parse(SourceFile(path: "matches.nss", text: text))])
        let context = LintContext(
            theme: theme, schema: .builtin, configuration: LintConfiguration(),
            runtime: RuntimeDetection.detect(theme, schema: .builtin))
        let matches = context.rules.flatMap { $0.selectors.map(\.match) }
        #expect(matches.map(\.spec?.path) == [nil, nil, nil, nil, "fdlFUIObjectTableViewCell_headlineLabel"])
        #expect(matches.prefix(4).map { $0 == .custom } == [true, false, true, false])
        #expect(matches.prefix(4).map { $0 == .unknown } == [false, true, false, true])
        #expect(context.facts.matches.count == 3)
    }

    /// A known property's not-in-group message, made once per property and group, names the
    /// group of each finding: never carried over from another group.
    @Test func notInGroupMessagesNameTheirGroup() {
        let text = "Label { thumb-color: red; }\nButton { thumb-color: red; }\nLabel { thumb-color: blue; }"
        let messages = lint(text, profile: .nui).filter { $0.ruleID == "unknown-property" }.map(\.diagnostic.message)
        #expect(messages.count == 3)
        let label = "'thumb-color' is not a property of group Label;"
        let button = "'thumb-color' is not a property of group Button;"
        #expect(messages.map { $0.hasPrefix(label) } == [true, false, true])
        #expect(messages.map { $0.hasPrefix(button) } == [false, true, false])
    }

    /// The shared verdicts of unknown-property and unknown-state are kept per group: the same
    /// property, asked of two groups in turn, gets each group's own answer every time.
    @Test func propertyVerdictsAreKeptPerGroup() {
        let rule = "{ background-color-top: red; background-color-bottom: red; background-image: a; }"
        let text = ["Button", "Label", "Button", "Label", "Button, Label"].map { "\($0) \(rule)" }
            .joined(separator: "\n")
        let findings = lint(text, profile: .nui).filter {
            $0.ruleID == "unknown-state" || $0.ruleID == "unknown-property"
        }
        let places = findings.map { "\($0.file.location(of: $0.diagnostic.range.lowerBound).line) \($0.ruleID)" }
        let label = ["unknown-state", "unknown-state", "unknown-property"]
        #expect(places == [2, 4, 5].flatMap { line in label.map { "\(line) \($0)" } })
        #expect(
            findings.allSatisfy {
                $0.diagnostic.message.hasSuffix("group Label") || $0.diagnostic.message.contains("group Label;")
            })
    }
}

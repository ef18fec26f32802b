import Testing

@testable import NSSAppSources

/// The lexical scan on small app files of each form, the tricky cases included.
@Suite("App sources: style class assignments and NUISettings reads")
struct AppSourcesTests {
    func scan(_ files: [String: String]) -> AppSources {
        var sources = AppSources()
        for (path, text) in files.sorted(by: { $0.key < $1.key }) { sources.scan(Array(text.utf8), path: path) }
        return sources
    }

    @Test func swiftAndObjectiveCAssignments() {
        let sources = scan([
            "App/Card.swift": """
            // label.nuiClass = "Commented"
            let note = "nuiClass = NotCode"
            titleLabel.nuiClass = "CardTitle"
            if view.nuiClass == "Compared" { }
            badge.nuiClass = "Button:BadgeButton"
            dynamic.nuiClass = "Card\\(index)"
            other.nuiClass = someVariable
            """,
            "App/Cell.m": """
            /* [cell setNuiClass:@"InComment"]; */
            [cell setNuiClass:@"OrderCell"];
            cell.textLabel.nuiClass = @"OrderTitle";
            cell.nuiClass = [NSString stringWithFormat:@"Row%d", i];
            """,
        ])
        #expect(Set(sources.assignments.keys) == ["CardTitle", "Button", "BadgeButton", "OrderCell", "OrderTitle"])
        #expect(sources.assignments["CardTitle"] == [AppLocation(path: "App/Card.swift", line: 3)])
        #expect(sources.dynamicAssignments.map(\.line).sorted() == [4, 6, 7])
    }

    @Test func nuiSettingsReads() {
        let sources = scan([
            "A.m": #"CGFloat blur = [NUISettings getFloat:@"blur" withClass:@"Card"];"#,
            "B.swift": #"let color = NUISettings.getColor("glow-color", withClass: "Card")"#,
            "C.swift": #"let other = NUISettings.getColor(name, withClass: "Card")"#,
        ])
        #expect(
            sources.reads.map { "\($0.className).\($0.property) \($0.getter)" }.sorted() == [
                "Card.blur Float", "Card.glow-color Color",
            ])
    }

    @Test func storyboardsAndXibs() {
        let sources = scan([
            "Main.storyboard": """
            <label><userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="nuiClass" value="HeroTitle"/>
                <userDefinedRuntimeAttribute type="string" keyPath="layer.cornerRadius" value="4"/>
            </userDefinedRuntimeAttributes></label>
            """,
            "Cell.xib": #"<userDefinedRuntimeAttribute type="string" keyPath="nuiClass" value="TableCell:PriceCell"/>"#,
        ])
        #expect(Set(sources.assignments.keys) == ["HeroTitle", "TableCell", "PriceCell"])
        #expect(sources.assignments["HeroTitle"]?.first?.line == 2)
    }

    @Test func mdkPagesAndRules() {
        let sources = scan([
            "Pages/Main.page": """
            {"Controls": [{"_Type": "Control.Type.Button", "Style": "PrimaryButton",
              "Styles": {"Caption": "CaptionStyle", "Value": "/App/Rules/Style.js"}}]}
            """,
            "Rules/Style.js": "export default function(context) { context.setStyle('ResetRed BigText'); }",
        ])
        #expect(Set(sources.assignments.keys) == ["PrimaryButton", "CaptionStyle", "ResetRed", "BigText"])
        #expect(sources.dynamicAssignments.count == 1)
    }

    @Test func anyBytesScanWithoutTrouble() {
        var sources = AppSources()
        sources.scan([0xFF, 0xFE, 0x00, 0x22, 0x6E, 0x75, 0x69], path: "Broken.swift")
        sources.scan(Array("nuiClass = \"".utf8), path: "Cut.swift")
        sources.scan(Array("[NUISettings get".utf8), path: "Cut.m")
        sources.scan(Array("\"Styles\": {\"a\": \"".utf8), path: "Cut.page")
        sources.scan(Array("label.nuiClass = \"Skipped\"".utf8), path: "notes.txt")
        #expect(sources.filesScanned == 4)
        #expect(sources.assignments.isEmpty)
    }

    /// What a view at a place is assigned: its whole chain, found by the file's trailing path.
    @Test func assignmentsByPlace() {
        let sources = scan([
            "/app/Cells/Card.swift": "a.nuiClass = \"Button:Primary\"\nb.nuiClass = name\n",
            "/app/Other/Card.swift": "c.nuiClass = \"Elsewhere\"\n",
        ])
        #expect(sources.assignments(inFile: "Cells/Card.swift", line: 1).found.map(\.classes) == ["Button:Primary"])
        #expect(sources.assignments(inFile: "/app/Cells/Card.swift", line: 2).dynamic)
        #expect(sources.assignments(inFile: "Cells/Card.swift", line: 2).found.isEmpty)
        #expect(
            sources.assignments(inFile: "Card.swift", line: 1).found.map(\.classes).sorted() == [
                "Button:Primary", "Elsewhere",
            ])
        #expect(sources.assignments(inFile: "ards/Card.swift", line: 1).found.isEmpty)
        #expect(!AppSources.samePath("/app/Cells/Card.swift", ""))
    }

    /// A class named only by a constant nothing uses is not named; one whose constant is used is.
    @Test func constantsCountOnlyWhenUsed() {
        let sources = scan([
            "Constants.h": """
            static NSString *const kStyleUsed = @"UsedTitle";
            static NSString * const kStyleUnused = @"DeadTitle";
            #define kStyleMacro @"MacroTitle"
            static let kSwiftUnused = "SwiftDead"
            let plainName = "PlainTitle"
            """,
            "Cell.m": "_label = MakeLabel(kStyleUsed);\nx = kStyleMacro;\n",
        ])
        #expect(sources.isNamedInCode("UsedTitle"))
        #expect(sources.isNamedInCode("MacroTitle"))
        #expect(!sources.isNamedInCode("DeadTitle"))
        #expect(!sources.isNamedInCode("SwiftDead"))
        // Not in the k convention: its uses cannot be told apart, so it counts as named.
        #expect(sources.isNamedInCode("PlainTitle"))
    }
}

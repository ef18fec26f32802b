import Testing

@testable import NSSJSON

@Suite("JSON")
struct JSONTests {
    @Test func parsesEveryKindOfValueKeepingMemberOrder() throws {
        let value = try JSONParser.parse(#"{"b": [1, -2.5, 3e2, true, false, null], "a": "x\n\u00e9\ud83d\ude00"}"#)
        guard case .object(let members) = value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["b", "a"])
        #expect(value["b"] == [1, -2.5, 300, true, false, nil])
        #expect(value["a"]?.stringValue == "x\né😀")
    }

    @Test(arguments: [
        ("", "line 1, column 1 (at $): the document is empty"),
        ("{", "expected a member name"),
        ("[1,]", "line 1, column 4 (at $[1]): expected a value"),
        (#"{"a": 1,}"#, "expected a member name in double quotes"),
        (#"{"a": 1 "b": 2}"#, "expected ',' or '}' after a member"),
        (#"{"a": 1, "a": 2}"#, "duplicate member 'a'"),
        (#"{"a": {"b": [tru]}}"#, "(at $.a.b[0]): expected 'true'"),
        ("01", "a number cannot start with 0"),
        ("1.", "expected digits after '.'"),
        (#""\x""#, "invalid escape"),
        ("\"a\nb\"", "control character in a string"),
        (#""\ud800""#, "unpaired surrogate"),
        ("[] []", "unexpected text after the JSON value"),
        ("// comment\n{}", "expected a value"),
        ("{\n  \"a\": @\n}", "line 2, column 8 (at $.a)"),
    ])
    func rejectsInvalidDocumentsWithPositionAndPath(_ text: String, _ expected: String) {
        do {
            _ = try JSONParser.parse(text)
            Issue.record("accepted \(text.debugDescription)")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
        }
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONError.self) { try JSONParser.parse(deep) }
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect((try? JSONParser.parse(fine)) != nil)
    }

    @Test func writerIsDeterministic() {
        let value: JSONValue = [
            "z": 1, "a": [0.1, 2.0, -0.5, 1e-7, 123_456_789_012], "s": "q\"\\\n\u{1}é", "n": nil, "e": [], "o": [:],
        ]
        #expect(
            JSONWriter().string(value)
                == #"{"z":1,"a":[0.1,2,-0.5,0,123456789012],"s":"q\"\\\n\u0001é","n":null,"e":[],"o":{}}"#)
        #expect(
            JSONWriter(pretty: true).string(["a": [1, 2], "b": "c"])
                == """
                {
                  "a": [
                    1,
                    2
                  ],
                  "b": "c"
                }
                """)
    }

    @Test(arguments: [
        (0.1 + 0.2, "0.3"), (1.0, "1"), (-3.25, "-3.25"), (0.000_001, "0.000001"), (1e-5, "0.00001"),
        (2.5e15, "2500000000000000"), (1e20, "1e+20"), (Double.nan, "null"), (-0.0, "0"), (0.3333333333, "0.333333"),
        // Scaled by 10^6 these became infinity and were written `inf`, which is not JSON.
        (1e305, "1e+305"), (-Double.greatestFiniteMagnitude, "-1.7976931348623157e+308"),
        (999_999_999_999.5, "999999999999.5"),
    ])
    func oneNumberFormat(_ number: Double, _ text: String) {
        #expect(JSONWriter.format(number) == text)
    }

    @Test func roundTrip() throws {
        let text = #"{"a":[1,2.5,"x",{"b":null}],"c":true}"#
        #expect(JSONWriter().string(try JSONParser.parse(text)) == text)
    }

    @Test func cursorNamesPathsAndSuggestsFields() throws {
        let root = JSONCursor(root: try JSONParser.parse(#"{"rules": [{"severity": 3}], "profle": "nui"}"#))
        #expect(throws: JSONError.self) { _ = try root.object(allowing: ["rules", "profile"]) }
        do {
            _ = try root.object(allowing: ["rules", "profile"])
        } catch {
            #expect(error.description.hasPrefix("$.profle: unknown field 'profle'; did you mean 'profile'?"))
        }
        let object = try root.object(allowing: ["rules", "profle"])
        let first = try #require(try object.required("rules").array().first)
        do {
            _ = try first.object(allowing: ["severity"]).required("severity").string()
        } catch {
            #expect(error.description == "$.rules[0].severity: expected a string, found a number")
        }
        #expect(JSONPath.render([JSONPath.member("odd key"), "[2]"]) == #"$["odd key"][2]"#)
    }

    @Test func streamedArraysAndObjectsAreWrittenAsWhole() {
        let big: [JSONValue] = (0..<3_000).map { .object([("n", .number(Double($0))), ("s", .string("x\($0)\n"))]) }
        let elementLists: [[JSONValue]] = [[], [1], [1, "two", ["three": [3]]], big]
        let members: [[(key: String, value: JSONValue)]] = [[], [("a", 1), ("b", ["c": []])]]
        for writer in [JSONWriter(), JSONWriter(pretty: true)] {
            for elements in elementLists {
                var array: [UInt8] = []
                writer.writeArray(elements: { yield in elements.forEach(yield) }, to: { array += $0 })
                #expect(String(decoding: array, as: UTF8.self) == writer.string(.array(elements)))
                for head in members {
                    var object: [UInt8] = []
                    var pieces = 0
                    let produce: ((JSONValue) -> Void) -> Void = { yield in elements.forEach(yield) }
                    writer.writeObject(
                        head, streamingLast: "list", elements: produce,
                        to: {
                            object += $0
                            pieces += 1
                        })
                    #expect(
                        String(decoding: object, as: UTF8.self)
                            == writer.string(.object(head + [("list", .array(elements))])))
                    #expect((pieces > 1) == (object.count > 1 << 16))
                }
            }
        }
    }

    /// Arrays streamed inside streamed arrays are written as the whole value they stand for, at
    /// every depth, compact and pretty, empty or past the 64 KB hand-over.
    @Test func nestedStreamsAreWrittenAsWhole() {
        let big: [JSONValue] = (0..<2_000).map { .object([("n", .number(Double($0))), ("s", .string("y\($0)"))]) }
        let itemLists: [[JSONValue]] = [[], [1, ["two": [2]]], big]
        let members: [(key: String, value: JSONValue)] = [("path", "a.nss"), ("layer", 0)]
        for writer in [JSONWriter(), JSONWriter(pretty: true)] {
            for fileCount in [0, 1, 3] {
                let files = (0..<fileCount).map { index in itemLists[index % itemLists.count] }
                let streamed: StreamedJSON = .object(
                    [("format", "f")], streamingLast: "files",
                    elements: { emitFile in
                        for items in files {
                            emitFile(
                                .object(
                                    members, streamingLast: "items",
                                    elements: { emitItem in
                                        for item in items { emitItem(.whole(item)) }
                                    }))
                        }
                    })
                let whole: JSONValue = .object(
                    [("format", "f"), ("files", .array(files.map { .object(members + [("items", .array($0))]) }))])
                let written = Self.expectWrittenAsWhole(streamed, whole, by: writer)
                var bare: [UInt8] = []
                writer.write(.whole(whole), to: { bare += $0 })
                #expect(bare == written)
            }
        }
    }

    /// Objects and arrays streamed at any depth, members and elements each whole or streamed,
    /// empty or past the 64 KB hand-over, are written as the value they stand for, and
    /// `materialized()` is that value.
    @Test func streamedObjectsAreWrittenAsWhole() {
        let big: [(key: String, value: JSONValue)] = (0..<2_500).map { ("k\($0)", .string("v\($0)")) }
        let memberLists: [[(key: String, value: JSONValue)]] = [[], [("a", [1, 2])], big]
        for writer in [JSONWriter(), JSONWriter(pretty: true)] {
            for members in memberLists {
                let streamed: StreamedJSON = .object(members: { emit in
                    emit("head", .whole("h"))
                    emit(
                        "groups",
                        .object(members: { emitGroup in
                            emitGroup(
                                "empty",
                                .object(members: { _ in }))
                            emitGroup(
                                "filled",
                                .object(members: { emitMember in
                                    for member in members { emitMember(member.key, .whole(member.value)) }
                                }))
                            emitGroup("list", .array(elements: { $0(.object(members: { $0("x", .whole(1)) })) }))
                            emitGroup("none", .array(elements: { _ in }))
                        }))
                    emit("tail", .whole(["t": true]))
                })
                let whole: JSONValue = .object([
                    ("head", "h"),
                    (
                        "groups",
                        .object([
                            ("empty", .object([])), ("filled", .object(members)), ("list", [["x": 1]]),
                            ("none", []),
                        ])
                    ),
                    ("tail", ["t": true]),
                ])
                Self.expectWrittenAsWhole(streamed, whole, by: writer)
                #expect(writer.string(streamed.materialized()) == writer.string(whole))
            }
        }
    }

    /// Writes `streamed` and expects the text of `whole`, handed over in more than one piece
    /// exactly when it is past 64 KB; returns the bytes written.
    @discardableResult
    static func expectWrittenAsWhole(_ streamed: StreamedJSON, _ whole: JSONValue, by writer: JSONWriter) -> [UInt8] {
        var written: [UInt8] = []
        var pieces = 0
        writer.write(
            streamed,
            to: {
                written += $0
                pieces += 1
            })
        #expect(String(decoding: written, as: UTF8.self) == writer.string(whole))
        #expect((pieces > 1) == (written.count > 1 << 16))
        return written
    }
}

import NSSSyntax
import Testing

@testable import NSSTheme

/// One value read as one type: `expected` is the canonical serialization of a valid value, or
/// `!` followed by a phrase the error message must contain.
struct ValueCase: CustomTestStringConvertible, Sendable {
    var type: ValueType
    var input: String
    var expected: String
    var testDescription: String { "\(type) '\(input)'" }

    init(_ type: ValueType, _ input: String, _ expected: String) {
        self.type = type
        self.input = input
        self.expected = expected
    }
}

@Suite("Typed values")
struct ValueTests {
    static let cases: [ValueCase] = [
        // Colors: hex.
        ValueCase(.color, "#FF0000", "#FF0000FF"),
        ValueCase(.color, "#ff8000", "#FF8000FF"),
        ValueCase(.color, "#F00", "#FF0000FF"),
        ValueCase(.color, "#1EE68A80", "#1EE68A80"),
        ValueCase(.color, "0x336699", "#336699FF"),
        ValueCase(.color, "0XABC", "#AABBCCFF"),
        ValueCase(.color, "0x33669980", "#33669980"),
        ValueCase(.color, "#FF00", "!4 hex digits"),
        ValueCase(.color, "#FF000", "!5 hex digits"),
        ValueCase(.color, "#GG0000", "!'G' is not a hex digit"),
        ValueCase(.color, "#", "!0 hex digits"),
        ValueCase(.color, "0xZZZ", "!not a hex digit"),
        // Colors: functions (NUI's reading: a decimal point means a fraction, an integer is /255).
        ValueCase(.color, "rgb(255, 0, 0)", "#FF0000FF"),
        ValueCase(.color, "rgba(255,0,0,0.5)", "#FF000080"),
        ValueCase(.color, "rgba(255, 128, 0, .25)", "#FF800040"),
        ValueCase(.color, "rgba(255, 0, 0, 1.0)", "#FF0000FF"),
        ValueCase(.color, "rgba(255, 0, 0, 255)", "#FF0000FF"),
        ValueCase(.color, "rgb(1.0, 0.5, 0.0)", "#FF8000FF"),
        ValueCase(.color, "rgb(100%, 50%, 0%)", "#FF8000FF"),
        ValueCase(.color, "rgba(0, 0, 0, 50%)", "#00000080"),
        ValueCase(.color, "RGB(0, 0, 255)", "#0000FFFF"),
        ValueCase(.color, "hsl(0.0, 1.0, 1.0)", "#FF0000FF"),
        ValueCase(.color, "hsla(0.5, 1.0, 1.0, 0.5)", "#00FFFF80"),
        ValueCase(.color, "hsl(0%, 0%, 50%)", "#808080FF"),
        ValueCase(.color, "rgb(256, 0, 0)", "!out of range"),
        ValueCase(.color, "rgb(1.5, 0, 0)", "!out of range"),
        ValueCase(.color, "rgb(255, 0)", "!takes 3"),
        ValueCase(.color, "rgba(255, 0, 0)", "!takes 4"),
        ValueCase(.color, "rgb(red, 0, 0)", "!must be a number"),
        ValueCase(.color, "cmyk(0, 0, 0, 0)", "!not a color function"),
        ValueCase(.color, "rgb(-1, 0, 0)", "!out of range"),
        // Colors: names.
        ValueCase(.color, "red", "#FF0000FF"),
        ValueCase(.color, "clear", "#00000000"),
        ValueCase(.color, "darkGray", "#555555FF"),
        ValueCase(.color, "lightText", "#FFFFFF99"),
        ValueCase(.color, "Red", "!did you mean 'red'?"),
        ValueCase(.color, "primary1", "primary1"),
        ValueCase(.color, "tintColor", "tintColor"),
        ValueCase(.color, "negative_darkBackground", "negative_darkBackground"),
        ValueCase(.color, "primaryLabel_contrastDarkBackground", "primaryLabel_contrastDarkBackground"),
        ValueCase(.color, "tintColour", "!did you mean 'tintColor'?"),
        ValueCase(.color, "negative_darkBackgrund", "!is not a color"),
        ValueCase(.color, "#FF0000 #00FF00", "!expected one color"),
        ValueCase(.color, "", "!missing color"),
        ValueCase(.color, "12", "!is not a color"),
        ValueCase(.color, "\"red\"", "!is not a color"),
        // Font names.
        ValueCase(.fontName, "HelveticaNeue-Light", "HelveticaNeue-Light"),
        ValueCase(.fontName, "system", "system"),
        ValueCase(.fontName, "boldSystem", "boldSystem"),
        ValueCase(.fontName, "ultraLightSystem", "ultraLightSystem"),
        ValueCase(.fontName, "\"Menlo-Regular\"", "Menlo-Regular"),
        ValueCase(.fontName, "'72-Bold'", "72-Bold"),
        ValueCase(.fontName, "Helvetica Neue", "Helvetica Neue"),
        ValueCase(.fontName, "3Dumb", "3Dumb"),
        ValueCase(.fontName, "\"\"", "!empty font name"),
        ValueCase(.fontName, "12", "!not a font name"),
        ValueCase(.fontName, "", "!missing font name"),
        // Text styles.
        ValueCase(.textStyle, "headline", "headline"),
        ValueCase(.textStyle, "subheadline", "subheadline"),
        ValueCase(.textStyle, "caption2", "caption2"),
        ValueCase(.textStyle, "largeTitle", "largeTitle"),
        ValueCase(.textStyle, "kpiNumber", "kpiNumber"),
        ValueCase(.textStyle, "KPI", "KPI"),
        ValueCase(.textStyle, "largeKPI", "largeKPI"),
        ValueCase(.textStyle, "extraLargeTitle2", "extraLargeTitle2"),
        ValueCase(.textStyle, "huge", "!'huge' is not a text style"),
        ValueCase(.textStyle, "headlin", "!did you mean 'headline'?"),
        ValueCase(.textStyle, "Headline", "!did you mean 'headline'?"),
        ValueCase(.textStyle, "title4", "!did you mean"),
        // Numbers.
        ValueCase(.number, "12", "12"),
        ValueCase(.number, "-1.5", "-1.5"),
        ValueCase(.number, ".5", "0.5"),
        ValueCase(.number, "2px", "2"),
        ValueCase(.number, "+3", "3"),
        ValueCase(.number, "0.333333333", "0.333333"),
        ValueCase(.number, "2em", "!unit 'em' is not supported"),
        ValueCase(.number, "50%", "!unit '%' is not supported"),
        ValueCase(.number, "big", "!'big' is not a number"),
        ValueCase(.number, "1 2", "!expected a number"),
        ValueCase(.number, "", "!missing value"),
        // Integers.
        ValueCase(.integer, "2", "2"),
        ValueCase(.integer, "0", "0"),
        ValueCase(.integer, "-1", "-1"),
        ValueCase(.integer, "two", "!'two' is not a whole number"),
        ValueCase(.integer, "2.5", "!is not a whole number"),
        ValueCase(.integer, "2px", "!is not a whole number"),
        // Booleans.
        ValueCase(.boolean, "true", "true"),
        ValueCase(.boolean, "false", "false"),
        ValueCase(.boolean, "yes", "!expected true or false"),
        ValueCase(.boolean, "TRUE", "!expected true or false"),
        // Keywords.
        ValueCase(.textAlign, "left", "left"),
        ValueCase(.textAlign, "center", "center"),
        ValueCase(.textAlign, "natural", "natural"),
        ValueCase(.textAlign, "centre", "!did you mean 'center'?"),
        ValueCase(.textAlign, "middle", "!is not a text alignment"),
        ValueCase(.verticalAlign, "fill", "fill"),
        ValueCase(.verticalAlign, "middle", "!is not a vertical alignment"),
        ValueCase(.borderStyle, "rounded", "rounded"),
        ValueCase(.borderStyle, "round", "!did you mean 'rounded'?"),
        ValueCase(.separatorStyle, "single-line-etched", "single-line-etched"),
        ValueCase(.separatorStyle, "double", "!is not a separator style"),
        ValueCase(.keyboardAppearance, "dark", "dark"),
        ValueCase(.keyboardAppearance, "black", "!is not a keyboard appearance"),
        ValueCase(.textTransform, "uppercase", "uppercase"),
        ValueCase(.textTransform, "upper", "!is not a text transform"),
        // Sizes and offsets.
        ValueCase(.offset, "1, 2", "1,2"),
        ValueCase(.offset, "0,-11", "0,-11"),
        ValueCase(.offset, "1.5px, 2", "1.5,2"),
        ValueCase(.size, "44, 44", "44,44"),
        ValueCase(.offset, "1 2", "!separate the two numbers"),
        ValueCase(.offset, "1", "!two numbers separated by a comma"),
        ValueCase(.offset, "1, 2, 3", "!two numbers separated by a comma"),
        ValueCase(.offset, "a, 2", "!'a' is not a number"),
        // Boxes.
        ValueCase(.box, "5", "5 5 5 5"),
        ValueCase(.box, "7 4", "7 4 7 4"),
        ValueCase(.box, "1 2 3", "1 2 3 2"),
        ValueCase(.box, "4 8 4 8", "4 8 4 8"),
        ValueCase(.box, "9,12,21,20", "9 12 21 20"),
        ValueCase(.box, "1 2 3 4 5", "!expected 1 to 4 numbers"),
        ValueCase(.box, "wide", "!'wide' is not a number"),
        ValueCase(.box, "", "!expected 1 to 4 numbers"),
        // Images.
        ValueCase(.image, "background_image", "background_image"),
        ValueCase(.image, "Assets/subdirectory_image", "Assets/subdirectory_image"),
        ValueCase(.image, "\"my icon\"", "my icon"),
        ValueCase(.image, "a b", "!expected an image name"),
        ValueCase(.image, "#FFF", "!is not an image name"),
        // Class lists and text.
        ValueCase(.classList, "UITableViewCell,UITextField", "UITableViewCell,UITextField"),
        ValueCase(.classList, "UIAlertButton", "UIAlertButton"),
        ValueCase(.classList, "A,,B", "!expected class names"),
        ValueCase(.text, "bold italic", "bold italic"),
        ValueCase(.text, "", "!missing value"),
    ]

    @Test(arguments: cases)
    func readsAndSerializes(_ testCase: ValueCase) {
        let parts = ValuePart.parse(text: testCase.input)
        switch testCase.type.parse(parts) {
        case .success(let value):
            #expect(!testCase.expected.hasPrefix("!"), "expected an error, read \(value)")
            #expect(value.description == testCase.expected)
            #expect(value.type == testCase.type)
        case .failure(let error):
            guard testCase.expected.hasPrefix("!") else {
                Issue.record("unexpected error: \(error.message)")
                return
            }
            #expect(error.message.contains(testCase.expected.dropFirst()), "message: \(error.message)")
            if !testCase.input.isEmpty {
                // Every error points into the value.
                let span = error.span
                #expect(span != nil)
                if let span { #expect(span.range.lowerBound >= "@value: ".utf8.count) }
            }
        }
    }

    @Test func thereAreMoreThanAHundredCases() {
        #expect(Self.cases.count > 100)
        #expect(Set(Self.cases.map(\.type)) == Set(ValueType.allCases))
    }

    @Test func eightDigitHexKeepsBothReadings() throws {
        let parts = ValuePart.parse(text: "#1EE68A00")
        guard case .success(.literal(let color, let notation)) = ColorValue.parse(parts) else {
            Issue.record("not a literal")
            return
        }
        #expect(color.hex == "#1EE68A00")
        guard case .hash(8, .alphaLast, let other?) = notation else {
            Issue.record("no other reading")
            return
        }
        #expect(other.hex == "#E68A001E")
        let alphaFirst = ColorValue.parse(parts, options: ColorOptions(hexAlphaOrder: .alphaFirst))
        #expect(try alphaFirst.get().literal?.hex == "#E68A001E")
    }

    @Test func errorsPointAtTheOffendingPart() throws {
        let parts = ValuePart.parse(text: "rgba(255, 0, x, 1.0)")
        let error = try #require(ColorValue.parse(parts).failureValue)
        let source = try #require(error.span?.file)
        #expect(source.text(error.span!.range) == "x")
    }

    /// The short-decimal reading gives the very double `Double(_:)` gives (the sign of zero
    /// included) for every sign, point position and digit count up to 15, and leaves longer or
    /// other texts to it.
    @Test func shortDecimalsReadAsDoubleReadsThem() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        var read = 0
        for _ in 0..<20_000 {
            let count = Int(next() % 17)
            var digits = (0..<count).map { _ in Character(String(next() % 10)) }
            if next() % 3 == 0 { digits.insert(".", at: Int(next() % UInt64(count + 1))) }
            if next() % 4 == 0 { digits.insert("-", at: 0) }
            let text = String(digits)[...]
            guard let fast = NumberValue.shortDecimal(text) else {
                #expect(count == 0 || count > 15, "\(text)")
                continue
            }
            read += 1
            #expect(fast.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
        #expect(read > 15_000)
        #expect(NumberValue.shortDecimal("1234567890123456") == nil)
        #expect(NumberValue.shortDecimal("1e5") == nil && NumberValue.shortDecimal("1..2") == nil)
    }

    @Test func numberFormatIsOneForm() {
        #expect(NumberFormat.string(0.1 + 0.2) == "0.3")
        #expect(NumberFormat.string(2) == "2")
        #expect(NumberFormat.string(-0.5) == "-0.5")
        #expect(NumberFormat.string(1e-7) == "0")
        #expect(NumberFormat.string(1234.5678901) == "1234.56789")
    }

    /// Past 10^9 six decimals are below a double's precision; formatting used to scale by 10^6
    /// into an Int64 and trap (found by the fuzzer: `hsl(1000000000000000000000000004, ...)`).
    @Test func numberFormatWritesEveryMagnitude() {
        #expect(NumberFormat.string(999_999_999.25) == "999999999.25")
        #expect(NumberFormat.string(999_999_999_999.5) == "999999999999.5")
        #expect(NumberFormat.string(1e12 + 0.5) == "1000000000000.5")
        #expect(NumberFormat.string(1e15) == "1000000000000000")
        #expect(NumberFormat.string(-8e18) == "-8000000000000000000")
        #expect(NumberFormat.string(1e27 / 360) == "2.7777777777777777e+24")
        #expect(NumberFormat.string(-1e300) == "-1e+300")
        #expect(NumberFormat.string(.greatestFiniteMagnitude) == "1.7976931348623157e+308")
    }
}

extension Result {
    var failureValue: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// WCAG's contrast ratio on the values its own materials quote.
@Suite("Contrast")
struct ContrastTests {
    static let white = RGBAColor(red: 1, green: 1, blue: 1)
    static let black = RGBAColor(red: 0, green: 0, blue: 0)

    @Test func knownRatios() {
        #expect(Contrast.ratio(text: Self.black, background: Self.white, base: Self.white) == 21)
        #expect(Contrast.ratio(text: Self.white, background: Self.white, base: Self.white) == 1)
        // #767676 on white is the lightest gray that passes 4.5:1.
        let gray = RGBAColor(red: 0x76 / 255, green: 0x76 / 255, blue: 0x76 / 255)
        let ratio = Contrast.ratio(text: gray, background: Self.white, base: Self.white)
        #expect(ratio > 4.5 && ratio < 4.6, "\(ratio)")
    }

    @Test func translucentColorsAreComposited() {
        // Black at half opacity over white is mid gray.
        let half = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        #expect(Contrast.composite(half, over: Self.white) == RGBAColor(red: 0.5, green: 0.5, blue: 0.5))
        let faded = Contrast.ratio(text: half, background: Self.white, base: Self.white)
        #expect(faded > 3.9 && faded < 4.0, "\(faded)")
    }
}

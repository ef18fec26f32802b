/// `font-style`: a UIFont.TextStyle name or a Fiori text style.
public enum TextStyle: String, KeywordValue {
    /// UIFont.TextStyle.largeTitle.
    case largeTitle
    /// UIFont.TextStyle.title1.
    case title1
    /// UIFont.TextStyle.title2.
    case title2
    /// UIFont.TextStyle.title3.
    case title3
    /// UIFont.TextStyle.headline.
    case headline
    /// UIFont.TextStyle.subheadline.
    case subheadline
    /// UIFont.TextStyle.body.
    case body
    /// UIFont.TextStyle.callout.
    case callout
    /// UIFont.TextStyle.footnote.
    case footnote
    /// UIFont.TextStyle.caption1.
    case caption1
    /// UIFont.TextStyle.caption2.
    case caption2
    /// Fiori (FDLFontStyle): KPI numbers.
    case kpiNumber
    /// Fiori (FDLFontStyle): secondary KPI numbers.
    case kpiNumber2
    /// Fiori SwiftUI (Font.FioriTextStyle).
    case extraLargeTitle
    /// Fiori SwiftUI (Font.FioriTextStyle).
    case extraLargeTitle2
    /// Fiori SwiftUI (Font.FioriTextStyle).
    case kpi = "KPI"
    /// Fiori SwiftUI (Font.FioriTextStyle).
    case largeKPI

    /// For messages.
    public static let typeDescription = "a text style"

    /// Whether the style is one of UIFont.TextStyle's (rather than a Fiori addition).
    public var isUIKitStyle: Bool {
        switch self {
        case .kpiNumber, .kpiNumber2, .extraLargeTitle, .extraLargeTitle2, .kpi, .largeKPI: false
        default: true
        }
    }
}

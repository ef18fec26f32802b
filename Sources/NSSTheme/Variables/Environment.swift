import NSSSyntax

/// The device and orientation `@media` conditions are tested against.
public struct Environment: Hashable, Sendable, CustomStringConvertible {
    /// `(device: ...)`.
    public enum Device: String, Hashable, Sendable, CaseIterable {
        /// An iPhone.
        case iphone
        /// An iPad.
        case ipad
    }

    /// `(orientation: ...)`.
    public enum Orientation: String, Hashable, Sendable, CaseIterable {
        /// Portrait.
        case portrait
        /// Landscape.
        case landscape
    }

    /// The device; nil matches every `(device: ...)` condition.
    public var device: Device?
    /// The orientation; nil matches every `(orientation: ...)` condition.
    public var orientation: Orientation?
    /// Whether a feature other than device and orientation holds. NUI ignores such features, so
    /// they hold there (NUIStyleParser.m:87-114 in tombenner/nui); by default they never hold.
    public var unknownFeaturesHold = false

    /// Creates an environment.
    public init(device: Device? = .iphone, orientation: Orientation? = .portrait) {
        self.device = device
        self.orientation = orientation
    }

    /// An iPhone in portrait: what applies when nothing is said.
    public static let `default` = Environment()

    /// Every device and orientation at once: all `@media` blocks apply (for checks that must
    /// consider every environment).
    public static let any = Environment(device: nil, orientation: nil)

    /// Whether all conditions of a media query hold. Unknown features hold only when
    /// ``unknownFeaturesHold`` says so; values are compared case-sensitively, as NUI does.
    public func matches(_ conditions: [MediaCondition]) -> Bool {
        conditions.allSatisfy { condition in
            switch condition.feature {
            case "device": device == nil || device?.rawValue == condition.value
            case "orientation": orientation == nil || orientation?.rawValue == condition.value
            default: unknownFeaturesHold
            }
        }
    }

    /// `device=ipad orientation=landscape`, `any` for nil fields.
    public var description: String {
        "device=\(device?.rawValue ?? "any") orientation=\(orientation?.rawValue ?? "any")"
    }
}

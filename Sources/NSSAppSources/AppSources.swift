/// A place in an app's source file.
public struct AppLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path, as given.
    public var path: String
    /// 1-based line.
    public var line: Int

    /// Creates a location.
    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }

    /// `path:line`.
    public var description: String { "\(path):\(line)" }
}

/// What an app's sources say about its style classes: which classes views are assigned (in code,
/// storyboards, xibs and MDK pages), which assignments are built at run time, and which theme
/// properties the app reads itself with NUISettings getters.
public struct AppSources: Sendable {
    /// A property the app reads from the theme: `[NUISettings getColor:@"glow" withClass:@"Card"]`.
    public struct PropertyRead: Hashable, Sendable {
        /// The class read from.
        public var className: String
        /// The property.
        public var property: String
        /// The getter's type (`Color`, `Float`, `Boolean`, ...), from its name.
        public var getter: String
        /// Where.
        public var location: AppLocation
    }

    /// One assignment as written: the class or chain (`Button:Primary`) and where.
    public struct Assignment: Hashable, Sendable {
        /// The class, or the chain of classes joined by `:`.
        public var classes: String
        /// Where.
        public var location: AppLocation
    }

    /// Each class a view is assigned (every class of an `A:B` chain), with where.
    public private(set) var assignments: [String: [AppLocation]] = [:]
    /// Every assignment with its whole chain, in the order scanned: what a view at a place gets.
    public private(set) var assignmentsInOrder: [Assignment] = []
    /// Assignments whose class is built at run time (interpolation, a format, a variable).
    public private(set) var dynamicAssignments: [AppLocation] = []
    /// Properties the app reads itself.
    public private(set) var reads: [PropertyRead] = []
    /// The indices in ``reads`` of each class's reads: rules ask per class and per declaration.
    private var readIndices: [String: [Int]] = [:]
    /// String literals of the app's code and rules that could be class names.
    public private(set) var namedInCode: Set<String> = []
    /// The `k`-named constants each literal defines, and how often each such word occurs: a
    /// constant that occurs only in its definition names no class.
    private var constantsByValue: [String: [String]] = [:]
    private var constantWordCounts: [String: Int] = [:]
    /// How many files were scanned, and their bytes.
    public private(set) var filesScanned = 0
    /// The bytes scanned.
    public private(set) var bytesScanned = 0

    /// Nothing scanned yet.
    public init() {}

    /// Whether a file's name says it is one the scan reads.
    public static func isScannable(_ path: String) -> Bool {
        SourceKind(path: path) != nil
    }

    /// Scans one file's bytes; the kind comes from the name's extension. Any bytes are accepted:
    /// the scan is lexical and never fails.
    public mutating func scan(_ bytes: [UInt8], path: String) {
        guard let kind = SourceKind(path: path) else { return }
        filesScanned += 1
        bytesScanned += bytes.count
        var scanner = SourceScanner(bytes: bytes, path: path, kind: kind)
        for found in scanner.run() {
            switch found {
            case .assignment(let classes, let location):
                assignmentsInOrder.append(Assignment(classes: classes, location: location))
                if !classes.utf8.contains(UInt8(ascii: ":")) {
                    if !classes.isEmpty { assignments[classes, default: []].append(location) }
                } else {
                    for name in classes.split(separator: ":") where !name.isEmpty {
                        assignments[String(name), default: []].append(location)
                    }
                }
            case .dynamic(let location):
                dynamicAssignments.append(location)
            case .read(let read):
                readIndices[read.className, default: []].append(reads.count)
                reads.append(read)
            case .named(let name):
                namedInCode.insert(name)
            case .constant(let name, let value):
                constantsByValue[value, default: []].append(name)
            case .constantWord(let word):
                constantWordCounts[word, default: 0] += 1
            }
        }
    }

    /// The assignments on a line of a file, and whether a class built at run time is assigned
    /// there. The file matches by path or by its trailing path components (`Cells/Card.swift`
    /// finds `/app/Sources/Cells/Card.swift`).
    public func assignments(inFile path: String, line: Int) -> (found: [Assignment], dynamic: Bool) {
        func matches(_ location: AppLocation) -> Bool {
            location.line == line && Self.samePath(location.path, path)
        }
        return (assignmentsInOrder.filter { matches($0.location) }, dynamicAssignments.contains(where: matches))
    }

    /// Whether two paths name the same file: equal, or one ends with the other's components.
    public static func samePath(_ scanned: String, _ asked: String) -> Bool {
        let scannedParts = scanned.split(separator: "/").filter { $0 != "." }
        let askedParts = asked.split(separator: "/").filter { $0 != "." }
        guard !askedParts.isEmpty, !scannedParts.isEmpty else { return false }
        let shorter = min(scannedParts.count, askedParts.count)
        return scannedParts.suffix(shorter).elementsEqual(askedParts.suffix(shorter))
    }

    /// Whether the app's code names a class: in a string literal, or as the value of a constant
    /// that something besides its definition uses.
    public func isNamedInCode(_ name: String) -> Bool {
        if namedInCode.contains(name) { return true }
        return constantsByValue[name]?.contains { (constantWordCounts[$0] ?? 0) >= 2 } ?? false
    }

    /// Whether the app assigns a class to some view.
    public func assigns(_ className: String) -> Bool { assignments[className] != nil }

    /// The properties the app reads for a class.
    public func reads(of className: String) -> [PropertyRead] { (readIndices[className] ?? []).map { reads[$0] } }

    /// Whether the app reads a property of a class.
    public func reads(_ property: String, of className: String) -> Bool {
        readIndices[className]?.contains { reads[$0].property == property } == true
    }
}

/// The kinds of file the scan reads, by extension.
enum SourceKind {
    case code
    case interfaceBuilder
    case mdk

    init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...] {
        case "swift", "m", "mm", "h": self = .code
        case "storyboard", "xib": self = .interfaceBuilder
        case "page", "js", "ts", "json": self = .mdk
        default: return nil
        }
    }
}

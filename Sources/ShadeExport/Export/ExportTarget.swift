import ShadeCore
import ShadeSyntax

/// What `shade export --to TARGET` writes: each target keeps every appearance the theme varies
/// on in the platform's own mechanism.
public enum ExportTarget: String, CaseIterable, Hashable, Sendable {
    /// One Swift file: UIKit colors from `UIColor(dynamicProvider:)`, AppKit's
    /// `NSColor(name:dynamicProvider:)`, SwiftUI `Color`s; declared axes read a settable value.
    case swift
    /// An asset catalog folder: a colorset per color token.
    case xcassets
    /// A `res/` folder: `values/` and `values-night/` resources.
    case android
    /// One stylesheet of custom properties.
    case css
    /// One self-contained page: a swatch sheet of every token in every appearance.
    case html
    /// A folder of Design Tokens Community Group (2025.10) files: a token set per appearance and
    /// a resolver document.
    case dtcg

    /// True for targets that write a folder (which needs `-o`), false for a single file.
    public var writesFolder: Bool {
        switch self {
        case .xcassets, .android, .dtcg: true
        case .swift, .css, .html: false
        }
    }

    /// Whether the target has a place for tokens of `type` (an asset catalog holds colors only).
    package func exports(_ type: ValueType) -> Bool { leftOutKind(type: type, unit: nil) == nil }

    /// What the target has no place for, as the export's summary counts it ("fonts", "rem
    /// dimensions"); nil for what it writes. An asset catalog holds colors only; Android resources
    /// hold colors, dimensions, numbers, strings and booleans — fonts need font files, the
    /// composites are drawables or styles, and `rem`/`em` mean nothing outside a web page.
    package func leftOutKind(type: ValueType, unit: ValueType.DimensionUnit?) -> String? {
        switch self {
        case .swift, .css, .html, .dtcg: return nil
        case .xcassets: return type == .color ? nil : Self.plural(type)
        case .android:
            switch type {
            case .color, .number, .string, .bool: return nil
            case .dimension: return unit == .rem || unit == .em ? "\(unit!.rawValue) dimensions" : nil
            case .font, .shadow, .border, .typography, .gradient: return Self.plural(type)
            }
        }
    }

    private static func plural(_ type: ValueType) -> String {
        switch type {
        case .typography: "typography tokens"
        case .bool: "booleans"
        default: type.rawValue + "s"
        }
    }

    /// Whether `name` is used as is in Swift: not a keyword, nor a name a member cannot take
    /// (`Type`, `self`), so it needs neither backticks nor an underscore.
    public static func isPlainSwiftName(_ name: String) -> Bool { ExportNaming.swift(name) == name }

    /// True when the platform cannot switch a declared axis at run time: a theme varying on one
    /// needs `--select AXIS=VALUE`.
    var needsDeclaredAxesSelected: Bool {
        switch self {
        case .xcassets, .android: true
        case .swift, .css, .html, .dtcg: false
        }
    }
}

extension ExportTarget {
    /// How an export is made.
    public struct Options: Hashable, Sendable {
        /// The name of the outermost Swift enum (`Theme`).
        public var namespace: String
        /// Declared axes fixed to one value (`brand` → `globex`): the export holds that value only.
        public var selection: [String: String]
        /// The command that regenerates the output, for the generated file's header
        /// (`shade export --to swift Theme.shade -o Theme.swift`).
        public var command: String?

        /// Creates options; by default the namespace is `Theme`, nothing is selected.
        public init(namespace: String = "Theme", selection: [String: String] = [:], command: String? = nil) {
            self.namespace = namespace
            self.selection = selection
            self.command = command
        }
    }
}

/// Why an export was refused.
public enum ExportError: ShadeError, Hashable {
    /// The theme has errors (already among its diagnostics): nothing is exported.
    case themeHasErrors
    /// The command was asked for something the theme does not have (`--select` of an unknown
    /// axis), or cannot give (a declared axis the target cannot switch, not selected).
    case usage(String)
    /// Names that collide after conversion, or cannot be converted: located diagnostics.
    case invalidNames([Diagnostic])

    /// What went wrong: nothing for ``themeHasErrors`` (the theme's diagnostics say it), the
    /// usage error as one diagnostic without a place, or the names' located diagnostics.
    public var diagnostics: [Diagnostic] {
        switch self {
        case .themeHasErrors: []
        case let .usage(message): [.unlocated(message)]
        case let .invalidNames(diagnostics): diagnostics
        }
    }
}

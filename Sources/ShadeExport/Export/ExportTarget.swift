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
    package func exports(_ type: ValueType) -> Bool {
        switch self {
        case .xcassets: type == .color
        case .android: type != .font
        case .swift, .css, .html, .dtcg: true
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

extension ExportProduct {
    /// What an export produced: one file's bytes, or a folder's files.
    public enum Output: Hashable, Sendable {
        /// A single file.
        case file([UInt8])
        /// A folder: files by their path inside it (`Semantic/background.colorset/Contents.json`).
        case folder([ExportProduct.File])
    }
}

extension ExportProduct {
    /// One file of an exported folder.
    public struct File: Hashable, Sendable {
        /// The path inside the folder, '/'-separated.
        public let path: String
        /// The contents.
        public let bytes: [UInt8]

        /// Creates a file.
        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
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

/// What one export gave: its output and the warnings it gave on the way, from the same pass.
///
/// A warning never stops an export; a caller that treats warnings as errors
/// (`shade export --warnings-as-errors`) writes nothing when ``warnings`` is not empty.
public struct ExportProduct: Hashable, Sendable {
    /// The file or folder to write.
    public let output: ExportProduct.Output
    /// Located warnings, in declaration order: names a target writes other than as declared
    /// (Android resource names spelled out, Swift names that lose scalars).
    public let warnings: [Diagnostic]

    /// Creates a product.
    public init(output: ExportProduct.Output, warnings: [Diagnostic] = []) {
        self.output = output
        self.warnings = warnings
    }
}

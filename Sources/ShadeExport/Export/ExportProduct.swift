import ShadeSyntax

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

    /// The tokens the target has no place for, counted by kind in declaration order of the kinds
    /// (`[("fonts", 12), ("shadows", 3)]`): never dropped silently, ``leftOutSummary(target:)`` says so.
    public let leftOut: [LeftOut]

    /// A kind of token the export left out, and how many.
    public struct LeftOut: Hashable, Sendable {
        /// The kind, plural: "fonts", "rem dimensions".
        public let kind: String
        /// How many tokens of that kind.
        public let count: Int
    }

    /// Creates a product.
    public init(output: ExportProduct.Output, warnings: [Diagnostic] = [], leftOut: [LeftOut] = []) {
        self.output = output
        self.warnings = warnings
        self.leftOut = leftOut
    }

    /// One line naming what was left out, for standard error: "left out: 12 fonts, 3 shadows —
    /// android has no place for them (README, Exports)"; nil when nothing was.
    public func leftOutSummary(target: ExportTarget) -> String? {
        guard !leftOut.isEmpty else { return nil }
        let counts = leftOut.map { "\($0.count) \($0.count == 1 ? Self.singular($0.kind) : $0.kind)" }
        let total = leftOut.reduce(0) { $0 + $1.count }
        return "left out: \(counts.joined(separator: ", ")) — \(target.rawValue) has no place for "
            + (total == 1 ? "it" : "them") + " (README, Exports)"
    }

    private static func singular(_ kind: String) -> String {
        if kind == partialKind { return "token of some appearances only" }
        return kind == "typography tokens" ? "typography token" : kind.hasSuffix("s") ? String(kind.dropLast()) : kind
    }

    /// The kind of a token declared in a `when` block, which a target that cannot leave a token
    /// out of one appearance leaves out entirely.
    package static let partialKind = "tokens of some appearances only"

    /// Counts the tokens of `theme` that `target` leaves out, by kind, kinds in order of first use.
    package static func leftOut(of theme: ExportedTheme, by target: ExportTarget) -> [LeftOut] {
        var counts: [(kind: String, count: Int)] = []
        for token in theme.tokens {
            guard let kind = target.leftOutKind(type: token.type, unit: token.unit) else { continue }
            if let index = counts.firstIndex(where: { $0.kind == kind }) {
                counts[index].count += 1
            } else {
                counts.append((kind, 1))
            }
        }
        return counts.map { LeftOut(kind: $0.kind, count: $0.count) }
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

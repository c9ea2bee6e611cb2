import ShadeCore
import ShadeSyntax

/// One token as exporters see it (a class: the walk hands each token around many times, and
/// a copy is then one reference, not one per field).
package final class ExportedToken: Sendable {
    /// The qualified name (`Semantic.background`).
    package let name: String
    /// The token's place in the program (a component property's: its value's token).
    let index: Int
    package let type: ValueType
    /// For a dimension, its unit.
    package let unit: ValueType.DimensionUnit?
    /// The axes a platform reads for the token, in axis order (none for a static token): those
    /// it varies on, and those through which a fallback changes it.
    package let axes: [Appearance.AxisDefinition]
    /// One value per combination of `axes` values, the first axis varying slowest.
    package let values: [Value]
    /// For a token of some appearances (docs/language.md, Tokens of some appearances): whether
    /// it exists, per entry of ``values``; nil when it exists in all of them.
    package let presence: [Bool]?
    /// Where the token is declared (its name), worked out when asked: only diagnostics need it.
    package var location: Diagnostic.Location { sources.location(of: nameRange) }
    private let sources: SourceMap
    private let nameRange: TextRange

    /// True for a token that is also a group (`accent` beside `accent.onInverse`): the exports
    /// that nest tokens in groups (Swift, asset catalogs, the swatch sheet) show it inside its
    /// group as `root`, DTCG's `$root`; flat names (CSS, Android) keep `accent`.
    let isGroupRoot: Bool
    /// The `///` comment above the declaration, which every export that can carries along.
    package let description: String?
    /// `@deprecated`'s text (empty when bare); nil for a token in good standing.
    package let deprecation: String?
    /// `@dtcg(…)`: what the DTCG export writes back (the format's type, `$extensions`).
    package let dtcg: DTCGAnnotation?
    /// Per value of ``values``, the emitted token the value is exactly a reference to there
    /// (`color a = b`, `dynamic(light: b, dark: #000000)`, `when dark { a = b }`), which the DTCG
    /// export writes as an alias (`"{b}"`); empty when no value is one, or when the export was
    /// made without them (``ExportedTheme/init(_:selection:aliases:)``).
    let aliases: [String?]
    /// The description's lines; none without one.
    var descriptionLines: [Substring] {
        (description?.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) ?? [])
            .map { Substring($0) }
    }

    /// The name's parts as the nesting exports see them: groups, then the token's own name
    /// (`root` for a group's own token).
    package var path: [String] { QualifiedName.segments(of: name) + (isGroupRoot ? ["root"] : []) }
    /// The token's own name, without its groups (`root` for a group's own token). Stored: every
    /// nesting export asks for it several times a token.
    let shortName: String

    package init(
        name: String, index: Int, type: ValueType, unit: ValueType.DimensionUnit?, axes: [Appearance.AxisDefinition],
        values: [Value], aliases: [String?] = [], presence: [Bool]? = nil, sources: SourceMap, nameRange: TextRange,
        isGroupRoot: Bool = false, description: String? = nil, deprecation: String? = nil,
        dtcg: DTCGAnnotation? = nil
    ) {
        self.dtcg = dtcg
        self.aliases = aliases
        self.deprecation = deprecation
        self.isGroupRoot = isGroupRoot
        self.description = description
        self.name = name
        self.index = index
        self.type = type
        self.unit = unit
        self.axes = axes
        self.values = values
        self.presence = presence
        self.sources = sources
        self.nameRange = nameRange
        shortName = isGroupRoot ? "root" : Self.lastSegment(of: name)
    }

    /// The part of `name` after its last `.`, or all of it. Searched in its UTF-8 bytes, where
    /// the `.` byte is the `.` scalar: a search by Character decodes grapheme clusters.
    private static func lastSegment(of name: String) -> String {
        var copy = name
        let segment = copy.withUTF8 { bytes in
            bytes.lastIndex(of: UInt8(ascii: ".")).map {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[($0 + 1)...]), as: UTF8.self)
            }
        }
        return segment ?? name
    }

    /// Whether the token varies on the axis named `axis`.
    package func varies(on axis: String) -> Bool { axes.contains { $0.name == axis } }

    /// The alias of the value at `index` of ``values``, when it is one.
    func alias(at index: Int) -> String? { aliases.isEmpty ? nil : aliases[index] }

    /// The value at one value position per axis of ``axes`` (in their order).
    package func value(positions: [Int]) -> Value {
        var next = positions.makeIterator()
        return value { _ in next.next() ?? 0 }
    }

    /// The value in dark or light mode, with high or normal contrast, other axes at their
    /// defaults (the built-in axes' values are light, dark and normal, high).
    package func value(dark: Bool, high: Bool) -> Value {
        value { axis in axis.name == "scheme" ? (dark ? 1 : 0) : axis.name == "contrast" ? (high ? 1 : 0) : 0 }
    }

    /// The value where each axis has the value `settings` gives it (its default when not given).
    package func value(_ settings: [String: String]) -> Value {
        value { axis in settings[axis.name].flatMap { axis.values.firstIndex(of: $0) } ?? 0 }
    }

    /// The value at the position `position` gives each axis of ``axes``, in their order.
    private func value(at position: (Appearance.AxisDefinition) -> Int) -> Value {
        values[index(at: position)]
    }

    /// The index in ``values`` of the position `position` gives each axis of ``axes``, in their
    /// order: the values are in mixed radix, the first axis varying slowest.
    private func index(at position: (Appearance.AxisDefinition) -> Int) -> Int {
        var index = 0
        for axis in axes { index = index * axis.values.count + position(axis) }
        return index
    }

    /// Whether the token exists at one value position per axis of ``axes`` (in their order).
    package func isPresent(positions: [Int]) -> Bool {
        guard let presence else { return true }
        var next = positions.makeIterator()
        return presence[index { _ in next.next() ?? 0 }]
    }

    /// Whether the token exists where each axis has the value `settings` gives it (its default
    /// when not given).
    package func isPresent(_ settings: [String: String]) -> Bool {
        guard let presence else { return true }
        return presence[index { axis in settings[axis.name].flatMap { axis.values.firstIndex(of: $0) } ?? 0 }]
    }
}

import ShadeCore
import ShadeSyntax

/// The one walk over a resolved theme that every exporter shares: the emitted tokens in
/// declaration order, each with the axes a platform reads for it (after `--select`) and its
/// value in each combination of their values, nested in their groups. Those axes are the ones
/// it varies on, and with listed appearances also those through which a fallback changes it
/// (``AppearanceSpace/followedAxes(of:fixing:at:)``): a target that picks the value of the
/// platform's combination with the other axes at their defaults shows, for every combination,
/// the listed appearance ``AppearanceSpace/shown(_:)`` says.
package struct ExportedTheme: Sendable {
    /// The axes an export can still vary on: `scheme`, `contrast`, then the declared axes not selected.
    package let axes: [Appearance.AxisDefinition]
    /// The tokens, in declaration order (a token of some appearances that exists in none of the
    /// export's is left out).
    package private(set) var tokens: [ExportedToken]
    /// The same tokens nested by group, in declaration order.
    package var root: ExportGroup { ExportGroup(tokens) }
    /// The component styles, one per component and context, the plain style first (docs/exports.md, Component styles).
    package let styles: [ExportedStyle]
    /// The appearances the export keeps, as eval names them: the listed ones, else every
    /// combination of the axes the tokens and style values vary on; the selected axes fixed.
    package let appearances: [Appearance]
    /// Every `assert contrast(a, b) >= x` (or `>`) with its result in each of ``appearances``.
    package let contrasts: [ExportedContrast]
    /// Where the values are: eval's table, which ``value(of:in:)`` and the contrasts both read.
    private let evaluator: Evaluator
    /// The theme's appearance space, whose ``AppearanceSpace/shown(_:)`` the DTCG resolver follows.
    package let space: AppearanceSpace
    /// The place of each of ``axes`` in ``space``.
    package let axisPlaces: [Int]
    /// The combination with the selected axes at their selected values, the others at their defaults.
    package let fixed: Int

    /// The export of `theme` with the declared axes of `selection` fixed to their values.
    /// - Parameter aliases: whether each token's ``ExportedToken/aliases`` are worked out: the
    ///   DTCG export writes them, and no other target reads them (a tenth of the walk's work).
    /// - Throws: ``ExportError/usage(_:)`` for an unknown axis or value in `selection`.
    package init(_ theme: Theme, selection: [String: String], aliases: Bool = true) throws(ExportError) {
        let program = theme.program
        let space = program.space
        var fixed = 0
        for (axisName, value) in selection.sorted(by: { $0.key < $1.key }) {
            let declared = program.axes.indices.dropFirst(2)
            guard let axis = declared.first(where: { program.axes[$0].name == axisName }) else {
                let known = declared.map {
                    "\(program.axes[$0].name) (\(program.axes[$0].values.joined(separator: ", ")))"
                }
                throw .usage(
                    "unknown axis '\(axisName)' in --select; "
                        + (known.isEmpty
                            ? "the theme declares no axis"
                            : "the theme's declared axes are \(known.joined(separator: "; "))"))
            }
            guard let index = program.axes[axis].values.firstIndex(of: value) else {
                let values = program.axes[axis].values.joined(separator: ", ")
                throw .usage("axis '\(axisName)' has no value '\(value)'; use one of \(values)")
            }
            fixed = space.setting(axis, to: index, in: fixed)
        }
        let selected = Set(program.axes.indices.filter { selection[program.axes[$0].name] != nil })
        axisPlaces = program.axes.indices.filter { !selected.contains($0) }
        axes = axisPlaces.map { program.axes[$0] }
        self.space = space
        self.fixed = fixed
        // The axes and columns of each mask, for the few masks tokens have.
        var byMask: [AxisMask: (axes: [Appearance.AxisDefinition], columns: [Int])] = [:]
        let selectedMask = selected.reduce(AxisMask.none) { $0.union(AxisMask(axis: $1)) }
        func columns(_ mask: AxisMask) -> (axes: [Appearance.AxisDefinition], columns: [Int]) {
            if let known = byMask[mask] { return known }
            // The axes a platform reads for the token: with listed appearances, those through
            // which a fallback changes its value too (docs/exports.md, One fallback).
            let followed = space.followedAxes(of: mask, fixing: selectedMask, at: fixed)
            let varying = program.axes.indices.filter { followed.contains($0) && !selected.contains($0) }
            let kept = varying.reduce(AxisMask.none) { $0.union(AxisMask(axis: $1)) }
            let columns = space.indices(over: kept).map { column in
                selected.reduce(column) { index, axis in
                    space.setting(axis, to: space.value(of: axis, in: fixed), in: index)
                }
            }
            byMask[mask] = (varying.map { program.axes[$0] }, columns)
            return byMask[mask]!
        }
        let groupRoots = Set(program.namespaces.compactMap(\.rootToken))
        // Read once: a closure that names `theme` copies the whole theme, once per token.
        let values = theme.evaluator, sources = theme.sources
        /// The token at `index` under `name`, with its values in the kept columns.
        func exported(_ index: Int, name: String) -> ExportedToken {
            let entry = program.tokens[index]
            let (axes, columns) = columns(entry.mask)
            // Where a token of some appearances is absent, its value is a present one's (never
            // written: every target asks ``ExportedToken/isPresent(positions:)`` first).
            var presence: [Bool]?, placeholder: Value?
            if entry.isPartial {
                presence = columns.map { values.isPresent(token: index, in: $0) }
                placeholder = columns.lazy.compactMap { values.value(ofToken: index, in: $0) }.first
            }
            return ExportedToken(
                name: name, index: index, type: entry.declaredType.type,
                unit: entry.declaredType.type == .dimension ? entry.type?.unit : nil,
                axes: axes,
                values: columns.map { values.value(ofToken: index, in: $0) ?? placeholder ?? .bool(false) },
                aliases: aliases ? Self.aliases(of: entry, in: program, at: columns, groupRoots: groupRoots) : [],
                presence: presence?.allSatisfy { $0 } == true ? nil : presence,
                sources: sources, nameRange: entry.nameRange,
                isGroupRoot: groupRoots.contains(index) && name == entry.name, description: entry.description,
                deprecation: entry.deprecation, dtcg: entry.dtcg)
        }
        var tokens: [ExportedToken] = []
        tokens.reserveCapacity(program.tokens.count)
        for index in program.tokens.indices where program.tokens[index].isEmitted {
            let token = exported(index, name: program.tokens[index].name)
            if token.presence?.contains(true) == false { continue }  // absent from every kept appearance
            tokens.append(token)
        }
        self.tokens = tokens
        styles = program.styles.isEmpty ? [] : ExportedStyle.all(program, token: exported)
        evaluator = theme.evaluator
        appearances = Self.appearances(of: theme, fixing: selected, at: fixed)
        contrasts = ExportedContrast.all(in: theme, appearances: appearances)
    }

    /// The value of `token` in `appearance`, one of ``appearances``: eval's value there, the
    /// one the contrasts use too; nil where a token of some appearances does not exist.
    package func value(of token: ExportedToken, in appearance: Appearance) -> Value? {
        evaluator.value(ofToken: token.index, in: appearance.index)
    }

    /// The export without its tokens of some appearances, for a target that cannot leave a
    /// token out of one appearance only (docs/exports.md, Tokens of some appearances), and how
    /// many it left out.
    package func leavingOutPartialTokens() -> (theme: ExportedTheme, count: Int) {
        var copy = self
        copy.tokens = tokens.filter { $0.presence == nil }
        return (copy, tokens.count - copy.tokens.count)
    }
}

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

/// A group of the exported theme: its tokens and subgroups, in declaration order.
package struct ExportGroup: Sendable {
    /// The group's own name; empty for the theme's top level.
    package let name: String
    /// The qualified name (`Brand.Accent`); empty for the theme's top level.
    package let path: String
    /// Where its first token is declared.
    package private(set) var location: Diagnostic.Location?
    /// Tokens and subgroups in the order they first appear.
    package private(set) var members: [Member] = []
    /// Where each subgroup is in `members`.
    private var groupPositions: [String: Int] = [:]

    /// A reference either way, 8 bytes: a group in place made every member as large as a
    /// group (120 bytes), and the members of a 100,000-token theme's top level 12 MB.
    package enum Member: Sendable {
        case token(ExportedToken)
        indirect case group(ExportGroup)
    }

    package init(name: String = "", path: String = "") {
        self.name = name
        self.path = path
    }

    /// Nests `tokens` by their group path.
    package init(_ tokens: [ExportedToken]) {
        self.init()
        members.reserveCapacity(tokens.count)
        for token in tokens {
            // A top-level token needs no path split into segments: its own name is its whole name
            // (compared by length, which a native string keeps).
            guard token.isGroupRoot || token.shortName.utf8.count != token.name.utf8.count else {
                if location == nil { location = token.location }
                members.append(.token(token))
                continue
            }
            insert(token, at: token.path.dropLast())
        }
    }

    private mutating func insert(_ token: ExportedToken, at groups: ArraySlice<String>) {
        if location == nil { location = token.location }
        guard let first = groups.first else { return members.append(.token(token)) }
        guard let position = groupPositions[first], case var .group(group) = members[position] else {
            var group = ExportGroup(name: first, path: path.isEmpty ? first : path + "." + first)
            group.insert(token, at: groups.dropFirst())
            groupPositions[first] = members.count
            return members.append(.group(group))
        }
        members[position] = .token(token)  // drops the array's reference, so the group changes in place
        group.insert(token, at: groups.dropFirst())
        members[position] = .group(group)
    }

    /// The tokens of this group and its subgroups, depth first.
    var allTokens: [ExportedToken] {
        members.flatMap { member -> [ExportedToken] in
            switch member {
            case let .token(token): [token]
            case let .group(group): group.allTokens
            }
        }
    }
}

extension ExportedTheme {
    /// The theme's appearances (eval's columns) that an export with the axes `selected` fixed
    /// as in `fixed` keeps. A listed appearance stays as listed when it has the selected values
    /// (docs/language.md, Listed appearances); otherwise each column gets the selected values
    /// and is named without them (`light`, not `light-acme`), since they no longer vary.
    static func appearances(of theme: Theme, fixing selected: Set<Int>, at fixed: Int) -> [Appearance] {
        let space = theme.program.space
        guard !selected.isEmpty else { return theme.appearances }
        let isSelected = { (appearance: Int) in
            selected.allSatisfy { space.value(of: $0, in: appearance) == space.value(of: $0, in: fixed) }
        }
        if space.listed != nil { return theme.appearances.filter { isSelected($0.index) } }
        let varying = space.axes.indices.filter { axis in
            Set(theme.appearances.map { space.value(of: axis, in: $0.index) }).count > 1
        }
        let kept = varying.filter { !selected.contains($0) }.reduce(AxisMask.none) { $0.union(AxisMask(axis: $1)) }
        var seen = Set<Int>()
        return theme.appearances.compactMap { appearance in
            let index = selected.reduce(appearance.index) { index, axis in
                space.setting(axis, to: space.value(of: axis, in: fixed), in: index)
            }
            return seen.insert(index).inserted ? space.appearance(index, over: kept) : nil
        }
    }
}

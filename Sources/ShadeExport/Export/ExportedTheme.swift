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
                aliases: aliases ? Self.aliases(ofToken: index, in: program, at: columns, groupRoots: groupRoots) : [],
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

import ShadeSyntax

/// A loaded theme: its diagnostics, its appearances (the columns) and its resolved tokens.
///
/// A theme with errors still holds every token that could be resolved; tokens with errors,
/// or that depend on one, have no values.
public struct Theme: Sendable {
    /// Every error and warning, in the order found.
    public let diagnostics: [Diagnostic]
    /// The appearances the theme varies in: the values of the axes its emitted tokens depend on.
    /// A theme that varies only by scheme has exactly `light` and `dark`; one that varies on
    /// nothing has a single appearance named `default`.
    public let appearances: [Appearance]
    /// The tokens a theme emits (private and internal ones left out), in declaration order, imported files first.
    public let tokens: Theme.Tokens
    /// The axes the theme knows: `scheme`, `contrast`, then its declared ones.
    public var axes: [Appearance.AxisDefinition] { program.axes }
    /// Every file the theme was read from or tried to import (one that is missing too), as
    /// absolute paths, in the order met: what `--watch` watches.
    public package(set) var files: [String] = []

    package let program: Program
    package let evaluator: Evaluator
    package let sources: SourceMap
    let columnMask: AxisMask

    package init(program: Program, evaluator: Evaluator, log: DiagnosticLog) {
        self.init(program: program, evaluator: evaluator, sources: log.sources, diagnostics: log.reported)
    }

    /// - Parameter showingInternal: true for the view of ``includingInternal()``: internal tokens too.
    package init(
        program: Program, evaluator: Evaluator, sources: SourceMap, diagnostics: [Diagnostic],
        showingInternal: Bool = false
    ) {
        self.program = program
        self.evaluator = evaluator
        self.sources = sources
        self.diagnostics = diagnostics
        // One walk over the tokens: the emitted ones, and the axes the columns cover (the tokens'
        // and the style values', docs/language.md, Components and styles).
        var emitted: [Int] = []
        emitted.reserveCapacity(program.tokens.count)
        var mask = AxisMask.none
        for index in program.tokens.indices {
            let shown = program.tokens[index].isEmitted || (showingInternal && program.tokens[index].isInternal)
            if shown { emitted.append(index) }
            if shown || program.tokens[index].isStyleValue { mask = mask.union(program.tokens[index].mask) }
        }
        var columns = Self.columns(of: program.space, over: mask)
        if let listed = program.listed {
            // The listed appearances, under their names, whatever the tokens vary on.
            mask = program.axes.indices.reduce(AxisMask.none) { $0.union(AxisMask(axis: $1)) }
            columns = listed.map { program.space.appearance($0.index, named: $0.name) }
        }
        self.columnMask = mask
        self.appearances = columns
        self.tokens = Theme.Tokens(
            program: program, evaluator: evaluator, emitted: emitted, columns: columns.map(\.index))
    }

    /// The theme with its internal tokens among ``tokens`` (and the columns they vary in), as
    /// `eval --internal` shows it; exports never use this view (docs/language.md, Internal).
    package func includingInternal() -> Theme {
        var theme = Theme(
            program: program, evaluator: evaluator, sources: sources, diagnostics: diagnostics, showingInternal: true)
        theme.files = files
        return theme
    }

    /// True when any diagnostic is an error (a failed assertion included).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The appearance with this column name (`dark`, `light-high`).
    public func appearance(named name: String) -> Appearance? {
        appearances.first { $0.name == name }
    }

    /// The column that shows `scheme` (`light` or `dark`), other axes at their defaults: what an
    /// app shows for a decision of ``darkModeDecision(option:systemStyle:)``.
    /// Nil when `scheme` is neither.
    public func appearance(scheme: String) -> Appearance? {
        Appearance.AxisDefinition.scheme.values.contains(scheme) ? appearance(settings: ["scheme": scheme]) : nil
    }

    /// The value of any token, private ones included, by its qualified name (`Semantic.overlay`);
    /// nil when no token has that name, or when `appearance` is not one of this theme's (one of
    /// another theme: look it up with ``appearance(settings:)`` first).
    public func value(of name: String, in appearance: Appearance) -> Value? {
        guard let index = program.tokenIndex(named: name),
            let column = program.space.place(of: appearance)
        else { return nil }
        return evaluator.value(ofToken: index, in: column)
    }

    /// `appearance`'s place in this theme's appearances, or the error that it is another theme's.
    package func place(of appearance: Appearance) throws(ThemeError) -> Int {
        guard let column = program.space.place(of: appearance) else {
            let message =
                "the appearance '\(appearance.name)' is not one of this theme's;"
                + " find this theme's with appearance(settings:) or appearance(named:)"
            throw ThemeError(diagnostics: [Diagnostic(message: message, location: nil)])
        }
        return column
    }

    /// Every column of a space over `mask`, the first axis varying slowest: only the masked
    /// axes are enumerated, so the cost is the number of columns.
    package static func columns(of space: AppearanceSpace, over mask: AxisMask) -> [Appearance] {
        if let listed = space.listed, !mask.isEmpty {
            // Only listed appearances exist: one column per distinct value over `mask`.
            var seen = Set<Int>()
            return listed.map { space.representative(of: $0, keeping: mask) }.filter { seen.insert($0).inserted }
                .map { space.appearance($0, named: space.listedName(of: $0)) }
        }
        return space.indices(over: mask).map { space.appearance($0, over: mask) }
    }

    /// The column of ``columns(of:over:)`` a platform in the combination `index` shows: the
    /// column of ``AppearanceSpace/shown(_:)`` over `mask`.
    package static func column(showing index: Int, in space: AppearanceSpace, over mask: AxisMask) -> Appearance {
        let shown = space.representative(of: index, keeping: mask)
        return space.listed != nil && !mask.isEmpty
            ? space.appearance(shown, named: space.listedName(of: shown)) : space.appearance(shown, over: mask)
    }
}

/// A resolved token: a row of ``Theme/tokens`` or of a REPL table.
public struct ThemeToken: Hashable, Sendable {
    /// The qualified name (`Semantic.overlay`).
    public let name: String
    /// The declared type.
    public let type: ValueType
    /// One value per appearance of the theme (or column of the table), in the same order; empty
    /// when the token has an error.
    public let values: [Value]
    /// For a dimension: its unit, when the checker knows it.
    public let unit: ValueType.DimensionUnit?
    /// True for a private token: never emitted, so only a session's table shows it.
    public let isPrivate: Bool
    /// True for an internal token: never emitted; `eval --internal` and a session's table show it.
    package private(set) var isInternal = false
    /// The `///` comment written directly above the token's declaration, its lines joined with
    /// newlines; nil when there is none.
    public private(set) var description: String? = nil
    /// For a token marked `@deprecated`: what to use instead (empty for a bare `@deprecated`);
    /// nil for a token in good standing.
    public private(set) var deprecated: String? = nil
    /// What the token keeps for the Design Tokens format (`@dtcg(…)`), when written.
    package private(set) var dtcg: DTCGAnnotation? = nil
    /// For a token declared in a `when` block (docs/language.md, Tokens of some appearances): one
    /// flag per value, false where the token does not exist (its entry in ``values`` then means
    /// nothing; ``value(at:)`` is nil there). Empty for a token that exists everywhere.
    public private(set) var presence: [Bool] = []

    /// The value at `position` of ``values``; nil where the token does not exist or has an error.
    public func value(at position: Int) -> Value? {
        guard values.indices.contains(position), presence.isEmpty || presence[position] else { return nil }
        return values[position]
    }

    /// The type as the REPL shows it: `color`, `dimension (pt)`.
    public var typeDescription: String { StaticType(type, unit: unit).description }

    package init(
        name: String, type: ValueType, values: [Value], unit: ValueType.DimensionUnit? = nil, isPrivate: Bool = false
    ) {
        self.name = name
        self.type = type
        self.values = values
        self.unit = unit
        self.isPrivate = isPrivate
    }

    /// The token at `index` of `program`, with `values` (and where it exists, `presence`).
    package init(_ program: Program, token index: Int, values: [Value], presence: [Bool] = []) {
        let type = program.tokens[index].declaredType.type
        self.init(
            name: program.tokens[index].name, type: type, values: values,
            unit: type == .dimension ? program.tokens[index].type?.unit : nil,
            isPrivate: !program.tokens[index].isEmitted && !program.tokens[index].isInternal)
        isInternal = program.tokens[index].isInternal
        description = program.tokens[index].description
        deprecated = program.tokens[index].deprecation
        dtcg = program.tokens[index].dtcg
        self.presence = values.isEmpty ? [] : presence
    }
}

import ShadeSyntax

/// A `when` block as declared: its syntax and the file scope its values bind in.
package struct OverrideBlockEntry: Sendable {
    package var block: OverrideBlock
    package var scope: Int
    package var range: TextRange
}

/// One override of one token, bound.
package struct OverrideEntry: Sendable {
    package var target: Int
    package var settings: [AxisSetting]
    /// `dark, dimmed`, as written.
    package var condition: String
    package var range: TextRange
    /// Its place among all overrides, in file order: between equally specific ones, the later wins.
    package var order: Int
    /// True when its value reads `inherited`, the value it replaces (``InheritedValue``).
    package var readsInherited = false
}

/// `when dark, dimmed { fgColor.muted = base.gray.9 }` (docs/language.md, Overrides): a token takes another
/// value where all the listed axis values hold. The most specific override that holds wins
/// (more values listed); between equally specific ones, the later in file and import order.
/// Elsewhere the token's own definition stands. An override keeps the token's type, may sit in
/// another file than the token, and is part of the dependency graph (cycles through overrides
/// are found like any other).
package enum Overrides {
    /// Binds every override and folds them into their tokens' code, most specific outermost.
    /// Call after the tokens are bound and before the graph is ordered.
    package static func apply(_ program: inout Program, log: inout DiagnosticLog) {
        guard !program.overrideBlocks.isEmpty else { return }
        var bound: [(entry: OverrideEntry, code: CodeID)] = []
        // Bound from the program as it is, then stored: storing while a binder still shared
        // the program's arrays would copy them all, once per override. The code's rows are
        // taken out for the binders to add to, and put back at the end.
        var uses: [(target: Int, uses: [DependencyTable.Use])] = []
        var rows = CodeRows()
        swap(&rows, &program.code)
        defer { program.code = rows }
        for blockEntry in program.overrideBlocks {
            guard let settings = settings(of: blockEntry.block.conditions, in: program, log: &log) else { continue }
            let condition = blockEntry.block.conditions.map(\.name).joined(separator: ", ")
            var seen: [Int: TextRange] = [:]
            for assignment in blockEntry.block.assignments {
                let name = assignment.path.joined(separator: ".")
                guard let target = program.tokenIndex(named: name), !program.tokens[target].isStyleValue else {
                    log.error(
                        .overrideUnknownToken(name), at: assignment.pathRange,
                        suggestions: Suggestions.closest(
                            to: name, among: program.tokens.lazy.filter { !$0.isStyleValue }.map(\.name),
                            after: log.errorCount))
                    continue
                }
                if let first = seen[target] {
                    log.error(.overrideTwice(name), at: assignment.pathRange, notes: [("first overridden here", first)])
                    continue
                }
                seen[target] = assignment.pathRange
                // `inherited` is the override's one parameter: the value it replaces.
                var binder = Binder(
                    program: program, scope: blockEntry.scope, nodes: program.nodes(ofScope: blockEntry.scope),
                    parameters: [InheritedValue.parameter(of: program.tokens[target])])
                swap(&binder.rows, &rows)
                let code = binder.bind(assignment.value, log: &log)
                swap(&binder.rows, &rows)
                InheritedValue.reportFrozen(in: code, rows: rows, log: &log)
                uses.append((target, binder.dependencies))
                let entry = OverrideEntry(
                    target: target, settings: settings, condition: condition,
                    range: binder.nodes.range(of: assignment.value),
                    order: bound.count, readsInherited: InheritedValue.isRead(in: code, rows: rows))
                bound.append((entry, code))
            }
        }
        program.dependencies.appending(uses)
        program.overrides = bound.map(\.entry)
        var byToken: [Int: [Int]] = [:]
        for (index, item) in bound.enumerated() { byToken[item.entry.target, default: []].append(index) }
        for (target, indices) in byToken {
            warnWhereEquallySpecificOverridesMeet(indices.map { bound[$0].entry }, program: program, log: &log)
            // Least specific innermost, so the most specific that holds is met first.
            let ordered = indices.sorted { a, b in
                let (x, y) = (bound[a].entry, bound[b].entry)
                return x.settings.count != y.settings.count ? x.settings.count < y.settings.count : x.order < y.order
            }
            var code = program.tokenCodes[target]
            for index in ordered {
                let value = bound[index].code
                code = rows.add(
                    .override(
                        OverrideCode(
                            settings: bound[index].entry.settings, value: value, otherwise: code, entry: index,
                            readsInherited: bound[index].entry.readsInherited)),
                    range: rows.range(of: value))
            }
            program.tokenCodes[target] = code
        }
    }

    /// The axis values of a block's condition; nil after reporting an unknown value or two
    /// values of one axis.
    static func settings(
        of conditions: [(name: String, range: TextRange)], in program: Program, log: inout DiagnosticLog
    ) -> [AxisSetting]? {
        var settings: [AxisSetting] = []
        for condition in conditions {
            guard let (axis, value) = program.space.locate(value: condition.name) else {
                log.error(
                    .unknownAppearanceValue(condition.name), at: condition.range,
                    suggestions: ForeignNames.appearanceSuggestions(
                        for: condition.name, among: program.axes.flatMap(\.values)))
                return nil
            }
            guard !settings.contains(where: { $0.axis == axis }) else {
                log.error(.overrideConditionAxisTwice(program.axes[axis].name), at: condition.range)
                return nil
            }
            settings.append(AxisSetting(axis: axis, value: value))
        }
        return settings.sorted { $0.axis < $1.axis }
    }

    /// Two overrides of one token, neither more specific, with different conditions that can
    /// hold together: the later wins where they meet, which the author may not have meant.
    private static func warnWhereEquallySpecificOverridesMeet(
        _ overrides: [OverrideEntry], program: Program, log: inout DiagnosticLog
    ) {
        for (position, later) in overrides.enumerated() {
            // The same condition in another file: import order decides, unless the later one
            // builds on the earlier through `inherited`.
            if !later.readsInherited,
                let earlier = overrides[..<position].last(where: {
                    $0.range.file != later.range.file && Set($0.settings) == Set(later.settings)
                })
            {
                log.warning(
                    .overriddenInTwoFiles(program.tokens[later.target].name, condition: later.condition),
                    at: later.range, notes: [("also overridden here", earlier.range)])
            }
            for earlier in overrides[..<position]
            where earlier.settings.count == later.settings.count && Set(earlier.settings) != Set(later.settings) {
                let combined = Set(earlier.settings).union(later.settings)
                guard Set(combined.map(\.axis)).count == combined.count else { continue }  // they never meet
                // A third override that lists all their values says what holds where they meet.
                guard !overrides.contains(where: { combined.isSubset(of: $0.settings) }) else { continue }
                // Where the theme lists its appearances, only a listed one can be left undecided.
                let space = program.space
                if let listed = space.listed,
                    !listed.contains(where: { index in
                        combined.allSatisfy { space.value(of: $0.axis, in: index) == $0.value }
                    })
                {
                    continue
                }
                let both = combined.sorted { $0.axis < $1.axis }.map { program.axes[$0.axis].values[$0.value] }.joined(
                    separator: "-")
                log.warning(
                    .overridesDisagree(
                        program.tokens[later.target].name, first: earlier.condition, second: later.condition, both: both
                    ),
                    at: later.range)
            }
        }
    }
}

extension Overrides {
    /// The override that gives `token` its value in `appearance`, as evaluation picks it: the
    /// most specific that holds, the later between equally specific ones; nil when none holds.
    package static func applying(to token: Int, in appearance: Int, program: Program) -> Int? {
        let space = program.space
        return program.overrides.indices
            .filter { program.overrides[$0].target == token }
            .filter {
                program.overrides[$0].settings.allSatisfy { space.value(of: $0.axis, in: appearance) == $0.value }
            }
            .max { a, b in
                let (x, y) = (program.overrides[a], program.overrides[b])
                return x.settings.count != y.settings.count ? x.settings.count < y.settings.count : x.order < y.order
            }
    }
}

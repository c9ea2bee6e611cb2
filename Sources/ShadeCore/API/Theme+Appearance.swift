import ShadeSyntax

/// Picking a theme's appearance from axis settings, and what changes between two appearances.
extension AppearanceSpace {
    /// The index of the appearance with these axis settings; axes left out, and values no axis
    /// has, are at their defaults.
    package func index(of settings: [String: String]) -> Int {
        var index = 0
        for (axis, entry) in axes.enumerated() {
            let value = settings[entry.name].flatMap { entry.values.firstIndex(of: $0) } ?? 0
            index = setting(axis, to: value, in: index)
        }
        return index
    }
}

extension Theme {
    /// The column that shows these axis settings (`["scheme": "dark", "contrast": "high"]`):
    /// axes the theme does not vary on are ignored, axes left out are at their defaults, and a
    /// combination the theme does not list shows its fallback (docs/exports.md, One fallback).
    public func appearance(settings: [String: String]) -> Appearance {
        column(showing: program.space.index(of: settings))
    }

    /// The column a platform in the combination `index` shows (``AppearanceSpace/shown(_:)``):
    /// what every target, the swatch sheet and `shade eval --appearance` answer.
    package func column(showing index: Int) -> Appearance {
        Self.column(showing: index, in: program.space, over: columnMask)
    }

    /// The emitted tokens whose values differ between `previous` (this theme when nil) in
    /// `oldAppearance` and this theme in `appearance`, compared by name, in this theme's
    /// declaration order, removed tokens last. Each change has one step, in `appearance` (in
    /// `oldAppearance` for a removed token).
    package func changes(from previous: Theme?, in oldAppearance: Appearance, to appearance: Appearance)
        -> [TokenChange]
    {
        let old = previous ?? self
        let sameTheme = previous == nil
        var changes: [TokenChange] = []
        for position in tokens.indices {
            let index = tokens.emitted[position]
            let name = program.tokens[index].name
            let after = evaluator.value(ofToken: index, in: appearance.index)
            let oldIndex =
                sameTheme
                ? index : old.program.tokenIndex(named: name).flatMap { old.program.tokens[$0].isEmitted ? $0 : nil }
            guard let oldIndex else {
                changes.append(
                    TokenChange(
                        name: name, kind: .added, steps: [.init(appearance: appearance, before: nil, after: after)]))
                continue
            }
            let before = old.evaluator.value(ofToken: oldIndex, in: oldAppearance.index)
            let same =
                switch (before, after) {
                case let (before?, after?): Evaluator.same(before, after)
                case (nil, nil): true
                default: false
                }
            if !same {
                changes.append(
                    TokenChange(
                        name: name, kind: .changed, steps: [.init(appearance: appearance, before: before, after: after)]
                    ))
            }
        }
        guard !sameTheme else { return changes }
        for position in old.tokens.indices {
            let index = old.tokens.emitted[position]
            let name = old.program.tokens[index].name
            if program.tokenIndex(named: name).map({ !program.tokens[$0].isEmitted }) ?? true {
                let before = old.evaluator.value(ofToken: index, in: oldAppearance.index)
                changes.append(
                    TokenChange(
                        name: name, kind: .removed,
                        steps: [.init(appearance: oldAppearance, before: before, after: nil)]))
            }
        }
        return changes
    }
}

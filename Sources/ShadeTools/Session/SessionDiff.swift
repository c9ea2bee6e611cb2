import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// The change report of a rebuild: every token compared by name between two builds; the values
/// of component styles are compared per component, context and property (SessionStyleChanges).
extension SessionBuild {
    package static func changes(from old: SessionBuild, to new: SessionBuild, _ selection: AppearanceSelection)
        -> [TokenChange]
    {
        let oldProgram = old.program
        let newProgram = new.program
        let sameSpace = old.space == new.space
        var newColumns: [AxisMask: [Appearance]] = [:]
        func columns(_ mask: AxisMask) -> [Appearance] {
            if let cached = newColumns[mask] { return cached }
            let made = new.columns(over: mask, selection)
            newColumns[mask] = made
            return made
        }
        var changes: [TokenChange] = []
        // A token with errors has no values: it counts as absent.
        for (index, token) in newProgram.tokens.enumerated() where new.isResolved(index) && !token.isStyleValue {
            guard let oldIndex = old.tokenIndex[token.name], old.isResolved(oldIndex) else {
                let steps = columns(token.mask).map {
                    TokenChange.Step(appearance: $0, before: nil, after: new.value(ofToken: index, in: $0))
                }
                changes.append(TokenChange(name: token.name, kind: .added, steps: steps))
                continue
            }
            let mask = sameSpace ? token.mask.union(oldProgram.tokens[oldIndex].mask) : token.mask
            let steps = columns(mask).compactMap { column -> TokenChange.Step? in
                let before = old.value(ofToken: oldIndex, in: column)
                let after = new.value(ofToken: index, in: column)
                return Evaluator.same(before, after)
                    ? nil : TokenChange.Step(appearance: column, before: before, after: after)
            }
            if !steps.isEmpty { changes.append(TokenChange(name: token.name, kind: .changed, steps: steps)) }
        }
        for (index, token) in oldProgram.tokens.enumerated()
        where old.isResolved(index) && !token.isStyleValue && !(new.tokenIndex[token.name].map(new.isResolved) ?? false)
        {
            let steps = old.columns(over: token.mask, selection).map {
                TokenChange.Step(appearance: $0, before: old.value(ofToken: index, in: $0), after: nil)
            }
            changes.append(TokenChange(name: token.name, kind: .removed, steps: steps))
        }
        if !oldProgram.styles.isEmpty || !newProgram.styles.isEmpty {
            changes += styleChanges(from: old, to: new, selection)
        }
        return changes
    }
}

import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// The change report of a rebuild: every token compared by name between two builds; the values
/// of component styles are compared per component, context and property (below).
extension SessionBuild {
    /// - Parameter listingAdded: false to leave out the tokens `old` does not have (a load lists
    ///   only what it changed of the session: the tokens it adds are counted, not listed).
    package static func changes(
        from old: SessionBuild, to new: SessionBuild, _ selection: AppearanceSelection, listingAdded: Bool = true
    ) -> [TokenChange] {
        let oldProgram = old.program
        let newProgram = new.program
        let sameSpace = old.space == new.space
        var columns = MaskColumns(of: new, comparedWith: old, selection)
        var changes: [TokenChange] = []
        // A token with errors has no values: it counts as absent. With nothing before and no
        // additions listed, no token has anything to compare, and none is walked.
        let compared = listingAdded || !oldProgram.tokens.isEmpty ? newProgram.tokens : []
        let oldPlaces = compared.isEmpty ? NamePlaces() : places(of: oldProgram)
        for (index, token) in compared.enumerated() where new.isResolved(index) && !token.isStyleValue {
            guard let oldIndex = oldPlaces[token.name], old.isResolved(oldIndex) else {
                guard listingAdded else { continue }
                let steps = columns(token.mask).compactMap { column -> TokenChange.Step? in
                    new.presentValue(ofToken: index, atColumn: column.new).map {
                        TokenChange.Step(appearance: column.appearance, before: nil, after: $0)
                    }
                }
                changes.append(TokenChange(name: token.name, kind: .added, steps: steps))
                continue
            }
            let mask = sameSpace ? token.mask.union(oldProgram.tokens[oldIndex].mask) : token.mask
            let steps = columns(mask).compactMap { column -> TokenChange.Step? in
                let before = old.presentValue(ofToken: oldIndex, atColumn: column.old)
                let after = new.presentValue(ofToken: index, atColumn: column.new)
                if let before, let after, Evaluator.same(before, after) { return nil }
                if before == nil && after == nil { return nil }
                return TokenChange.Step(appearance: column.appearance, before: before, after: after)
            }
            if !steps.isEmpty { changes.append(TokenChange(name: token.name, kind: .changed, steps: steps)) }
        }
        let newPlaces = oldProgram.tokens.isEmpty ? NamePlaces() : places(of: newProgram)
        for (index, token) in oldProgram.tokens.enumerated()
        where old.isResolved(index) && !token.isStyleValue && !(newPlaces[token.name].map(new.isResolved) ?? false) {
            let steps = old.columns(over: token.mask, selection).map {
                TokenChange.Step(appearance: $0, before: old.presentValue(ofToken: index, in: $0), after: nil)
            }.filter { $0.before != nil }
            changes.append(TokenChange(name: token.name, kind: .removed, steps: steps))
        }
        if !oldProgram.styles.isEmpty || !newProgram.styles.isEmpty {
            changes += styleChanges(from: old, to: new, selection)
        }
        return changes
    }

    /// Each token's index by its qualified name, the last one for a name written twice: made for
    /// a report, which matches every token of one build in the other. A single name is found
    /// through the scopes instead (`Program.tokenIndex(named:)`): a load builds no index.
    private static func places(of program: Program) -> NamePlaces {
        var places = NamePlaces()
        places.reserveCapacity(program.tokens.count)
        for (index, token) in program.tokens.enumerated() { places.set(index, forKey: token.name) }
        return places
    }
}

/// The change report of component styles: a property in a context changes, not the token that
/// holds a style's value. The plain style's property is named `UINavigationBar.tintColor`, a
/// context's `UINavigationBar.tintColor in CNContactViewController`, as `:explain` takes them; a
/// style changed everywhere lists every context that takes its value.
extension SessionBuild {
    /// A property of a component in a context, and the token that holds its value there.
    struct StyledProperty {
        /// `UINavigationBar.tintColor in A`.
        package var name: String
        /// The token, or -1 when the property has an error.
        package var token: Int
    }

    /// Every component's properties in every context, in the order of ``Theme/styles``.
    var styledProperties: [StyledProperty] {
        program.styles.components.flatMap { component in
            component.contexts.flatMap { context in
                zip(component.properties, context.values).map { property, slot in
                    StyledProperty(
                        name: ThemeSession.propertyName(component.name, property.name, containers: context.containers),
                        token: slot.token)
                }
            }
        }
    }

    /// After a redefinition that changed these style tokens (their steps by token), the
    /// properties that changed: every context whose value one of them holds.
    func styleChanges(_ steps: [Int: [TokenChange.Step]]) -> [TokenChange] {
        styledProperties.compactMap { property in
            steps[property.token].map { TokenChange(name: property.name, kind: .changed, steps: $0) }
        }
    }

    /// The properties whose values differ between two builds: added (a new component, context
    /// or property), changed, or removed.
    static func styleChanges(from old: SessionBuild, to new: SessionBuild, _ selection: AppearanceSelection)
        -> [TokenChange]
    {
        let sameSpace = old.space == new.space
        var before: [String: Int] = [:]
        for property in old.styledProperties where property.token >= 0 && old.isResolved(property.token) {
            before[property.name] = property.token
        }
        var changes: [TokenChange] = []
        var present = Set<String>()
        for property in new.styledProperties where property.token >= 0 && new.isResolved(property.token) {
            present.insert(property.name)
            let mask = new.program.tokens[property.token].mask
            guard let oldToken = before[property.name] else {
                let steps = new.columns(over: mask, selection).map {
                    TokenChange.Step(appearance: $0, before: nil, after: new.value(ofToken: property.token, in: $0))
                }
                changes.append(TokenChange(name: property.name, kind: .added, steps: steps))
                continue
            }
            let columns = new.columns(over: sameSpace ? mask.union(old.program.tokens[oldToken].mask) : mask, selection)
            let steps = columns.compactMap { column -> TokenChange.Step? in
                let was = old.value(ofToken: oldToken, in: column)
                let now = new.value(ofToken: property.token, in: column)
                return Evaluator.same(was, now) ? nil : TokenChange.Step(appearance: column, before: was, after: now)
            }
            if !steps.isEmpty { changes.append(TokenChange(name: property.name, kind: .changed, steps: steps)) }
        }
        for property in old.styledProperties where before[property.name] != nil && !present.contains(property.name) {
            let steps = old.columns(over: old.program.tokens[property.token].mask, selection).map {
                TokenChange.Step(appearance: $0, before: old.value(ofToken: property.token, in: $0), after: nil)
            }
            changes.append(TokenChange(name: property.name, kind: .removed, steps: steps))
        }
        return changes
    }
}

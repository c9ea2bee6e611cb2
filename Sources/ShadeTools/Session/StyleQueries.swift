import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// Reading a session's component styles (docs/exports.md, Component styles): every context's properties for `:table`,
/// and where one property's value comes from for `:explain UINavigationBar.tintColor in A`.
extension ThemeSession {
    /// Every component's styles, the plain style first, each property with its values in the
    /// appearances shown (the columns of ``table(group:in:)``); all components, or the one named.
    /// Empty when the session declares no component.
    package func styles(
        component: String? = nil, in selection: AppearanceSelection = .all
    ) -> (appearances: [Appearance], styles: [ComponentStyle]) {
        let program = build.program
        let columns = build.columns(over: build.sessionMask, selection)
        var styles: [ComponentStyle] = []
        for declared in program.styles.components where component == nil || declared.name == component {
            for context in declared.contexts {
                let properties = zip(declared.properties, context.values).map { property, slot in
                    let values =
                        slot.token >= 0 && build.isResolved(slot.token)
                        ? columns.map { build.value(ofToken: slot.token, in: $0) } : []
                    let unit =
                        property.type == .dimension && slot.token >= 0 ? program.tokens[slot.token].type?.unit : nil
                    return ThemeToken(name: property.name, type: property.type, values: values, unit: unit)
                }
                styles.append(
                    ComponentStyle(
                        component: declared.name, context: context.containers, properties: properties,
                        sources: context.values.map(\.source)))
            }
        }
        return (columns, styles)
    }

    /// The names of the components the session declares, in declaration order.
    package var componentNames: [String] { build.program.styles.components.map(\.name) }

    /// `UINavigationBar.tintColor` for the plain style, `UINavigationBar.tintColor in A, B` for a context.
    static func propertyName(_ component: String, _ property: String, containers: [String]) -> String {
        containers.isEmpty
            ? "\(component).\(property)" : "\(component).\(property) in \(containers.joined(separator: ", "))"
    }

    /// Explains `COMPONENT.PROPERTY [in CONTAINER, …]` as a derivation whose ``Derivation/origin``
    /// says which style supplied the value; nil when `text` names no declared component's property
    /// (it is then explained as a token).
    func explainStyle(_ text: String, in selection: AppearanceSelection) -> Result<Derivation, ThemeError>? {
        let (reference, containers) = Self.splitContext(text)
        guard let dot = reference.lastIndex(of: ".") else { return nil }
        let componentName = String(reference[..<dot])
        let propertyName = String(reference[reference.index(after: dot)...])
        guard let component = build.program.styles.components.first(where: { $0.name == componentName }) else {
            return nil
        }
        guard let property = component.properties.firstIndex(where: { $0.name == propertyName }) else {
            let suggestions = Suggestions.closest(to: propertyName, among: component.properties.map(\.name))
            return .failure(
                ThemeError(diagnostics: [
                    Diagnostic(
                        message: DiagnosticMessage.unknownProperty(propertyName, of: componentName).text, location: nil,
                        suggestions: suggestions.map { "\(componentName).\($0)" })
                ]))
        }
        guard let context = component.contexts.first(where: { $0.containers == containers }) else {
            let styled = component.contexts.filter { !$0.containers.isEmpty }.map {
                $0.containers.joined(separator: ", ")
            }
            let suggestions = Suggestions.closest(to: containers.joined(separator: ", "), among: styled)
            return .failure(
                ThemeError(diagnostics: [
                    Diagnostic(
                        message:
                            "no style of '\(componentName)' in \(containers.joined(separator: ", ")); it is styled "
                            + (styled.isEmpty ? "only everywhere" : "in " + styled.joined(separator: "; ")),
                        location: nil, suggestions: suggestions.map { "\(reference) in \($0)" })
                ]))
        }
        let slot = context.values[property]
        let name = Self.propertyName(componentName, propertyName, containers: containers)
        guard slot.token >= 0, build.isResolved(slot.token) else {
            return .failure(
                ThemeError(diagnostics: [
                    Diagnostic(
                        message: "'\(name)' has errors; fix them by redefining its style", location: nil)
                ]))
        }
        var seen = Set<Int>()
        let token = derivation(of: slot.token, depth: 0, selection: selection, seen: &seen)
        return .success(
            Derivation(
                name: name, type: token.type, expression: token.expression, appearances: token.appearances,
                values: token.values, inputs: token.inputs, isRepeated: false, isCut: token.isCut,
                origin: slot.source.describe(component: componentName)))
    }

    /// `A.b in X, Y` as `A.b` and `[X, Y]`; `A.b` alone has no containers.
    static func splitContext(_ text: String) -> (reference: String, containers: [String]) {
        guard let range = text.occurrence(of: " in ") else { return (String(text.trimmingSpaces), []) }
        let containers = text[range.upperBound...].split(separator: ",").map { String($0.trimmingSpaces) }
        return (String(text[..<range.lowerBound].trimmingSpaces), containers)
    }
}

import ShadeCore
import ShadeSyntax

/// A component's style in one context as exporters see it (docs/exports.md, Component styles): for each property,
/// where its value comes from, its value and the component's default, each an
/// ``ExportedToken`` that varies on the axes the export keeps.
package struct ExportedStyle: Sendable {
    /// The component (`UINavigationBar`).
    package let component: String
    /// The containers, nearest first; empty for the plain style.
    package let containers: [String]
    /// Every property of the component, in declaration order.
    package let properties: [Property]

    /// One property of the component in this context.
    package struct Property: Sendable {
        /// The property's name (`tintColor`).
        package let name: String
        /// Where its value comes from in this context.
        package let source: ComponentStyle.Source
        /// Its value in this context.
        package let value: ExportedToken
        /// The component's default for it.
        package let defaultValue: ExportedToken
        /// Whether some style of the component sets it, in any context.
        let isCustomized: Bool

        /// Whether a proxy of this context must set it: a style sets it, or a `reset` brings
        /// back the default of a property a less specific style customizes.
        var isSet: Bool {
            switch source {
            case .style: true
            case .reset: isCustomized
            case .platformDefault: false
            }
        }
    }

    /// `UINavigationBar in CNContactViewController`, or `UINavigationBar (plain style)`.
    package var title: String { StyleTable.describe(component: component, containers: containers) }

    /// The styles of every component of `program`, the plain style first; `token` exports the
    /// token at an index under a name.
    package static func all(_ program: Program, token: (Int, String) -> ExportedToken) -> [ExportedStyle] {
        var styles: [ExportedStyle] = []
        for component in program.styles.components {
            let defaults = component.properties.map { property -> ExportedToken? in
                let name = StyleTable.defaultTokenName(component.name, property.name)
                guard case let .token(index)? = program.namespaces[Namespace.global].lookup(name)?.kind else {
                    return nil
                }
                return token(index, "\(component.name).\(property.name)")
            }
            let customized = component.properties.indices.map { position in
                component.contexts.contains { $0.values[position].style != nil }
            }
            for context in component.contexts {
                var properties: [Property] = []
                for (position, (property, slot)) in zip(component.properties, context.values).enumerated() {
                    guard slot.token >= 0, let defaultValue = defaults[position] else { continue }
                    properties.append(
                        Property(
                            name: property.name, source: slot.source,
                            value: token(slot.token, "\(component.name).\(property.name)"),
                            defaultValue: defaultValue, isCustomized: customized[position]))
                }
                styles.append(
                    ExportedStyle(component: component.name, containers: context.containers, properties: properties))
            }
        }
        return styles
    }
}

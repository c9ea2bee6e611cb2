import ShadeSyntax

/// A component's style in one context, resolved in every appearance of the theme: a row group
/// of ``Theme/styles`` (docs/exports.md, Component styles).
public struct ComponentStyle: Hashable, Sendable {
    /// The component (`UINavigationBar`).
    public let component: String
    /// The containers, nearest first; empty for the plain style.
    public let context: [String]
    /// Every property of the component, in declaration order: its name, type and one value per
    /// appearance of the theme (empty when it has an error).
    public let properties: [ThemeToken]
    /// Per property, where its value comes from.
    public let sources: [ComponentStyle.Source]

    /// `UINavigationBar in CNContactViewController`, or `UINavigationBar (plain style)`.
    public var title: String { StyleTable.describe(component: component, containers: context) }

    /// Each stored property, as given.
    package init(component: String, context: [String], properties: [ThemeToken], sources: [ComponentStyle.Source]) {
        self.component = component
        self.context = context
        self.properties = properties
        self.sources = sources
    }
}

extension ComponentStyle {
    /// Where a property's value comes from in a context.
    public enum Source: Hashable, Sendable {
        /// The component's default: no style sets it.
        case platformDefault
        /// The component's default, because a `reset` in this context stops the fall-back.
        case reset
        /// The style with these containers (empty: the plain style).
        case style([String])

        /// `the default`, `reset to the default`, `style UINavigationBar in A`.
        public func describe(component: String) -> String {
            switch self {
            case .platformDefault: "the component's default"
            case .reset: "the component's default (reset)"
            case let .style(containers):
                containers.isEmpty
                    ? "style \(component)" : "style \(component) in \(containers.joined(separator: ", "))"
            }
        }
    }
}

extension Theme {
    /// Every component's styles, the plain style first, then each `style … in …` in
    /// declaration order; empty when the theme declares no component.
    public var styles: [ComponentStyle] {
        program.styles.components.flatMap { component in
            component.contexts.map { context in
                ComponentStyle(
                    component: component.name, context: context.containers,
                    properties: zip(component.properties, context.values).map { property, slot in
                        let values =
                            slot.token >= 0 && evaluator.isEvaluated[slot.token]
                            ? appearances.map { evaluator.values[slot.token, $0.index] } : []
                        let unit =
                            property.type == .dimension && slot.token >= 0 ? program.tokens[slot.token].type?.unit : nil
                        return ThemeToken(name: property.name, type: property.type, values: values, unit: unit)
                    },
                    sources: context.values.map(\.source))
            }
        }
    }
}

extension StyleTable.Slot {
    package var source: ComponentStyle.Source {
        if let style { return .style(style) }
        return isReset ? .reset : .platformDefault
    }
}

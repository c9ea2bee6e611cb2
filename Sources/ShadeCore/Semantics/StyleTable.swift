import ShadeSyntax

/// The components a theme declares and, for each of their contexts, which token holds each
/// property's value (docs/language.md, Components and styles). Made by ``StyleLowering``; the
/// tokens are ordinary tokens, checked and evaluated with the rest, and never emitted as tokens.
package struct StyleTable: Sendable {
    package var components: [Component] = []
    /// The names of every token lowering made (defaults and style values): never emitted.
    var valueTokenNames: [String] = []

    /// A declared component: its properties and the contexts the theme styles it in.
    package struct Component: Sendable {
        package var name: String
        package var nameRange: TextRange
        package var properties: [Property]
        /// The plain style first (no containers), then every `style … in …` in declaration order.
        package var contexts: [Context] = []
    }

    /// A property of a component.
    package struct Property: Sendable {
        package var name: String
        package var type: ValueType
        package var nameRange: TextRange
    }

    /// One context of a component: the containers, nearest first (none for the plain style), and
    /// per property where its value comes from.
    package struct Context: Sendable {
        package var containers: [String]
        /// Per property, in the component's order.
        package var values: [Slot]
    }

    /// Where a property's value in a context comes from, and the token that holds it.
    package struct Slot: Sendable {
        /// The containers of the style that supplies the value; nil for the component's default.
        package var style: [String]?
        /// Whether a `reset` made it the default (rather than no style setting it).
        var isReset: Bool
        var tokenName: String
        /// The token's index, once declared.
        package var token: Int = -1
    }

    package var isEmpty: Bool { components.isEmpty }

    /// `UINavigationBar in CNContactViewController`, or `UINavigationBar (plain style)`.
    package static func describe(component: String, containers: [String]) -> String {
        containers.isEmpty ? "\(component) (plain style)" : "\(component) in \(containers.joined(separator: ", "))"
    }

    /// The name of the token that holds a property's default.
    package static func defaultTokenName(_ component: String, _ property: String) -> String {
        "\(component).\(property) (default)"
    }

    /// The name of the token that holds a style's value for a property.
    static func styleTokenName(_ component: String, _ property: String, containers: [String]) -> String {
        containers.isEmpty
            ? "\(component).\(property) (style)"
            : "\(component).\(property) (style in \(containers.joined(separator: ", ")))"
    }
}

extension Program {
    /// Records the style table with the index of every token it names; those tokens are style
    /// values, not emitted as tokens.
    mutating func attach(_ table: StyleTable) {
        styles = table
        guard !table.isEmpty else { return }
        for component in styles.components.indices {
            for context in styles.components[component].contexts.indices {
                for slot in styles.components[component].contexts[context].values.indices {
                    let name = styles.components[component].contexts[context].values[slot].tokenName
                    guard case let .token(index)? = namespaces[Namespace.global].lookup(name)?.kind else { continue }
                    styles.components[component].contexts[context].values[slot].token = index
                }
            }
        }
        for name in table.valueTokenNames {
            guard case let .token(index)? = namespaces[Namespace.global].lookup(name)?.kind, tokens[index].name == name
            else { continue }
            tokens[index].isStyleValue = true
            tokens[index].isEmitted = false
        }
    }
}

import ShadeSyntax

/// Which style supplies each property of a component in each context (docs/language.md, Precedence).
///
/// The contexts are the plain style and every `style C in …`. A style applies in a context when
/// its containers appear in the context's, in the same order (UIKit matches any ancestors: a
/// bar inside `A` inside `B` is also inside `B`). Among the styles that apply, the most specific
/// comes first: more containers, then, between equally many, the one whose containers are
/// nearer. A property takes its value from the first that sets it; a `reset` met before one
/// that sets it stops the search at the component's default.
enum StylePrecedence {
    package static func contexts(of component: StyleTable.Component, styles: [StyleDeclaration]) -> [StyleTable.Context]
    {
        var contexts: [[String]] = [[]]
        for style in styles where !style.containers.isEmpty { contexts.append(style.containers.map(\.name)) }
        return contexts.map { containers in
            let applying =
                styles
                .compactMap { style in positions(of: style.containers.map(\.name), in: containers).map { (style, $0) } }
                .sorted { a, b in a.1.count != b.1.count ? a.1.count > b.1.count : a.1.lexicographicallyPrecedes(b.1) }
                .map(\.0)
            let slots = component.properties.map { property -> StyleTable.Slot in
                for style in applying {
                    let styleContainers = style.containers.map(\.name)
                    if style.assignments.contains(where: { $0.name == property.name }) {
                        return StyleTable.Slot(
                            style: styleContainers, isReset: false,
                            tokenName: StyleTable.styleTokenName(
                                component.name, property.name, containers: styleContainers))
                    }
                    if style.resetRange != nil {
                        return StyleTable.Slot(
                            style: nil, isReset: true,
                            tokenName: StyleTable.defaultTokenName(component.name, property.name))
                    }
                }
                return StyleTable.Slot(
                    style: nil, isReset: false, tokenName: StyleTable.defaultTokenName(component.name, property.name))
            }
            return StyleTable.Context(containers: containers, values: slots)
        }
    }

    /// Where `containers` appear in `context`, in order (an ordered subsequence), or nil.
    package static func positions(of containers: [String], in context: [String]) -> [Int]? {
        var positions: [Int] = []
        var next = 0
        for container in containers {
            guard let found = context[next...].firstIndex(of: container) else { return nil }
            positions.append(found)
            next = found + 1
        }
        return positions
    }
}

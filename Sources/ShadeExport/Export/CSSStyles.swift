import ShadeCore
import ShadeSyntax

/// The component styles in `shade export --to css` (docs/exports.md, Component styles): the web gets the cascade of
/// UIAppearance. A component is a class (`.UINavigationBar`); each of its properties is a custom
/// property named like a token's (`UINavigationBar.tintColor` → `--ui-navigation-bar-tint-color`)
/// that the elements inside the component read with `var()`. A context is a descendant
/// selector, the containers farthest first: `style UINavigationBar in A, B` (inside an `A` that
/// is inside a `B`) is `.B .A .UINavigationBar`.
///
/// Every context sets every property, to its value as ``Theme/styles`` resolves it (a `reset`
/// context sets the defaults). Values that vary by appearance use the tokens' mechanism:
/// `light-dark()` for colors, and rules whose selector is `:root` with the appearance's
/// conditions followed by the context's (`:root[data-contrast="high"] .A .UINavigationBar`).
///
/// Each context is an anonymous cascade layer of its own, written by the number of its
/// containers, fewer first, then in the theme's order. A later layer wins whatever the
/// specificity, so an element inside the containers of a context gets that context's values in
/// every appearance: every other context it is inside has fewer containers (their containers
/// are an ordered part of its own), so its layer comes earlier. Inside one layer, only one
/// context's rules compete, and the appearance with more conditions is the more specific, as
/// for the tokens. An element inside two contexts with equally many containers, neither of
/// which the theme declares together (`in A` and `in B`, an element in both), gets the later
/// one's values in every appearance; the app's own unlayered rules override any of these.
///
/// A context whose properties hold wide colors sets them again at the end of its own layer,
/// inside `@media (color-gamut: p3)` (``CSSWideGamut``).
enum CSSStyles {
    /// One token per component property, named `Component.property`, that names its custom
    /// properties: the component's defaults, taken from its plain style.
    package static func properties(of styles: [ExportedStyle]) -> [ExportedToken] {
        styles.filter(\.containers.isEmpty).flatMap { $0.properties.map(\.defaultValue) }
    }

    /// Every context of every component: a comment naming it and its layer.
    package static func render(
        _ styles: [ExportedStyle], names: CSSNames, contrastLevels: [String] = Appearance.AxisDefinition.contrast.values
    ) -> String {
        var text = ""
        for style in ordered(styles) {
            let scope = selector(of: style)
            let block = CSSExport.block(
                of: style.properties.compactMap { property in
                    names.of(property: style.component + "." + property.name).map { (property.value, $0) }
                }, contrastLevels: contrastLevels)
            var inner = scope + " {\n" + String(decoding: block.base, as: UTF8.self) + "}\n"
            inner += CSSExport.rules(of: block, scope: " " + scope)
            // Wide colors inside the context's own layer: a later layer would win over contexts
            // with more containers.
            let wide = style.properties.filter { CSSWideGamut.needsWide($0.value) }
            if !wide.isEmpty {
                let wideBlock = CSSExport.block(
                    of: wide.compactMap { property in
                        names.of(property: style.component + "." + property.name).map { (property.value, $0) }
                    }, contrastLevels: contrastLevels, gamut: .displayP3)
                inner += CSSWideGamut.wrap(
                    scope + " {\n" + String(decoding: wideBlock.base, as: UTF8.self) + "}\n"
                        + CSSExport.rules(of: wideBlock, scope: " " + scope))
            }
            text += CSSEscaping.comment(style.title) + "\n@layer {\n"
            text += inner.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "  \($0)\n" }
                .joined()
            text += "}\n"
        }
        return text
    }

    /// The styles of each component together, in the order the components come, each
    /// component's contexts by their number of containers, then in the theme's order.
    package static func ordered(_ styles: [ExportedStyle]) -> [ExportedStyle] {
        var firstOfComponent: [String: Int] = [:]
        for (position, style) in styles.enumerated() where firstOfComponent[style.component] == nil {
            firstOfComponent[style.component] = position
        }
        return styles.enumerated().sorted { a, b in
            let left = (firstOfComponent[a.element.component] ?? 0, a.element.containers.count, a.offset)
            let right = (firstOfComponent[b.element.component] ?? 0, b.element.containers.count, b.offset)
            return left < right
        }.map(\.element)
    }

    /// The context's descendant selector: the containers farthest first, then the component
    /// (`.B .A .UINavigationBar` for `in A, B`).
    package static func selector(of style: ExportedStyle) -> String {
        (style.containers.reversed() + [style.component]).map(className).joined(separator: " ")
    }

    /// `.Name` as a class selector, escaped by ``CSSEscaping/identifier(_:)``.
    static func className(_ name: String) -> String { "." + CSSEscaping.identifier(name) }
}

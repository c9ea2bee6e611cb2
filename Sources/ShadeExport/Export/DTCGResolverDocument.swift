import ShadeCore
import ShadeSyntax

/// The `theme.resolver.json` of the DTCG export (docs/dtcg.md, Resolver): the base set, then the
/// modifiers of ``DTCGLayout`` in its order, each context naming the set of its differences.
/// Each modifier's `$extensions["dev.shade"]` records its axes (`"axes"`: name → values) and
/// the axis values of each context that is an appearance of the theme (`"appearances"`), so that
/// `shade import` maps the contexts back exactly; a context missing there is an unlisted
/// combination, whose set is its fallback's.
enum DTCGResolverDocument {
    /// `files`: per modifier, per context, the file of its differences (nil when it has none, or
    /// is unlisted and uses its fallback's).
    static func render(_ theme: ExportedTheme, layout: DTCGLayout, base: String, files: [[String?]]) -> DTCGJSON {
        let key = DTCGExport.extensionKey
        let reference = { (path: String) in DTCGJSON.object([("$ref", .string(path))]) }
        var members: [(String, DTCGJSON)] = [
            ("version", .string("2025.10")),
            ("sets", .object([("base", .object([("sources", .array([reference(base)]))]))]))
        ]
        var order: [DTCGJSON] = [reference("#/sets/base")]
        var modifiers: [(String, DTCGJSON)] = []
        for (modifier, files) in zip(layout.modifiers, files) {
            let contexts = modifier.contexts.map { context in
                (context.name, DTCGJSON.array(files[context.shown].map { [reference($0)] } ?? []))
            }
            // The appearance modifier records every axis of the theme, as eval names its columns.
            let axes = modifier.name == "appearance" ? Array(theme.axes.indices) : modifier.axes
            // In the order of eval's columns, which `shade import` lists them in.
            let rank = Dictionary(
                theme.appearances.enumerated().map { ($1.index, $0) }, uniquingKeysWith: { first, _ in first })
            let listed = modifier.contexts.filter(\.isListed).sorted {
                rank[theme.combination($0.positions), default: .max]
                    < rank[theme.combination($1.positions), default: .max]
            }
            let appearances = listed.map { context in
                (
                    context.name,
                    DTCGJSON.object(
                        axes.map { (theme.axes[$0].name, .string(theme.axes[$0].values[context.positions[$0]])) })
                )
            }
            let recorded = axes.map {
                (theme.axes[$0].name, DTCGJSON.array(theme.axes[$0].values.map(DTCGJSON.string)))
            }
            let shade = DTCGJSON.object([("axes", .object(recorded)), ("appearances", .object(appearances))])
            modifiers.append(
                (
                    modifier.name,
                    .object([
                        ("contexts", .object(contexts)), ("default", .string(modifier.contexts[0].name)),
                        ("$extensions", .object([(key, shade)]))
                    ])
                ))
            order.append(reference("#/modifiers/" + modifier.name))
        }
        if !modifiers.isEmpty { members.append(("modifiers", .object(modifiers))) }
        members.append(("resolutionOrder", .array(order)))
        return .object(members)
    }
}

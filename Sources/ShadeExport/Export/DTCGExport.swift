import ShadeCore
import ShadeSyntax

/// `shade export --to dtcg`: the theme as Design Tokens Community Group 2025.10 files
/// (docs/dtcg.md, Resolver). One complete token set per column (`light.tokens.json`, …), groups nested as
/// Shade nests them, a group's own token as `$root`; and `theme.resolver.json`, whose one
/// modifier `appearance` has a context per column naming its set. The modifier's
/// `$extensions["dev.shade"]` records the axes and each column's axis values, so `shade import`
/// maps the contexts back to appearances exactly. A one-column theme gets one set and no
/// modifier (the format wants two contexts at least). Tokens of kinds the format has no type
/// for live under their group's `$extensions["dev.shade"].tokens`.
enum DTCGExport {
    /// The Shade-only facts kept under `$extensions`.
    static let extensionKey = "dev.shade"

    package static func render(_ theme: ExportedTheme, columns: [Appearance]) throws(ExportError) -> [ExportProduct
        .File]
    {
        var diagnostics: [Diagnostic] = []
        for token in theme.tokens {
            let segments = token.name.split(separator: ".").map(String.init)
            if let bad = segments.first(where: { !isDTCGName($0) }) {
                diagnostics.append(
                    Diagnostic(
                        message:
                            "token '\(token.name)' cannot be a DTCG name: '\(bad)' starts with '$' or holds '{' or "
                            + "'}'; rename it",
                        location: token.location))
            }
        }
        guard diagnostics.isEmpty else { throw .invalidNames(diagnostics) }
        var files = columns.map { column in
            ExportProduct.File(path: column.name + ".tokens.json", bytes: group(theme.root, in: column).bytes)
        }
        files.append(
            ExportProduct.File(path: "theme.resolver.json", bytes: resolver(theme, columns: columns).bytes))
        return files
    }

    /// A DTCG name: not starting with `$`, without `{`, `}` or `.`.
    static func isDTCGName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("$") && !name.contains { $0 == "{" || $0 == "}" || $0 == "." }
    }

    /// A group: its tokens and subgroups in order. Tokens the format has no type for (strings,
    /// booleans, fonts, `em`) are not DTCG tokens: they go under the group's
    /// `$extensions["dev.shade"].tokens`, by name, with their Shade type and JSON value.
    private static func group(_ group: ExportGroup, in column: Appearance) -> DTCGJSON {
        var members: [(String, DTCGJSON)] = [], shadeOnly: [(String, DTCGJSON)] = []
        for member in group.members {
            switch member {
            case let .token(token):
                // A token of some appearances is in the sets of the columns where it exists.
                guard token.isPresent(column.settings) else { continue }
                let name = token.isGroupRoot ? "$root" : token.shortName
                let (type, value) = DTCGValues.typed(token.value(column.settings), dtcgType: token.dtcg?.type)
                if let type {
                    members.append((name, self.token(token, type: type, value: value)))
                } else {
                    shadeOnly.append((name, self.shadeOnly(token, value: value)))
                }
            case let .group(inner): members.append((inner.name, self.group(inner, in: column)))
            }
        }
        if !shadeOnly.isEmpty {
            members.append(("$extensions", .object([(extensionKey, .object([("tokens", .object(shadeOnly))]))])))
        }
        return .object(members)
    }

    /// The metadata members every token carries: description, deprecation, kept extensions.
    private static func metadata(_ token: ExportedToken) -> [(String, DTCGJSON)] {
        var members: [(String, DTCGJSON)] = []
        if let description = token.description { members.append(("$description", .string(description))) }
        if let deprecation = token.deprecation {
            members.append(("$deprecated", deprecation.isEmpty ? .bool(true) : .string(deprecation)))
        }
        if let text = token.dtcg?.extensions, case let .object(kept)? = DTCGJSON.parse(text), !kept.isEmpty {
            members.append(("$extensions", .object(kept)))
        }
        return members
    }

    /// A token; an alias as `"{a.b}"`, or one to a group's root token as the JSON Pointer
    /// `"$ref": "#/a/$root/$value"`, 2025.10's other reference form: the published schema's pattern
    /// for `"{a.$root}"` refuses a `$` at the start of a segment.
    private static func token(_ token: ExportedToken, type: String, value: DTCGJSON) -> DTCGJSON {
        let member: (String, DTCGJSON)
        if let alias = token.aliasOf, alias.hasSuffix(".$root") {
            let segments = alias.split(separator: ".").map {
                $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
            }
            member = ("$ref", .string("#/" + segments.joined(separator: "/") + "/$value"))
        } else {
            member = ("$value", token.aliasOf.map { .string("{\($0)}") } ?? value)
        }
        return .object([("$type", .string(type)), member] + metadata(token))
    }

    /// A token kept under the extension: `{"type": "string", "value": …}` and its metadata.
    private static func shadeOnly(_ token: ExportedToken, value: DTCGJSON) -> DTCGJSON {
        .object(
            [("type", .string(token.type.rawValue)), ("value", token.aliasOf.map { .string("{\($0)}") } ?? value)]
                + metadata(token))
    }

    private static func resolver(_ theme: ExportedTheme, columns: [Appearance]) -> DTCGJSON {
        var members: [(String, DTCGJSON)] = [("version", .string("2025.10"))]
        guard columns.count > 1 else {
            let source = DTCGJSON.object([("$ref", .string((columns.first?.name ?? "default") + ".tokens.json"))])
            members.append(("sets", .object([("theme", .object([("sources", .array([source]))]))])))
            members.append(("resolutionOrder", .array([.object([("$ref", .string("#/sets/theme"))])])))
            return .object(members)
        }
        let contexts = columns.map { column in
            (column.name, DTCGJSON.array([.object([("$ref", .string(column.name + ".tokens.json"))])]))
        }
        let axes = theme.axes.map { axis in (axis.name, DTCGJSON.array(axis.values.map(DTCGJSON.string))) }
        let appearances = columns.map { column in
            (
                column.name,
                DTCGJSON.object(
                    theme.axes.compactMap { axis in column.settings[axis.name].map { (axis.name, .string($0)) } })
            )
        }
        let modifier = DTCGJSON.object([
            ("contexts", .object(contexts)), ("default", .string(columns[0].name)),
            (
                "$extensions",
                .object([(extensionKey, .object([("axes", .object(axes)), ("appearances", .object(appearances))]))])
            )
        ])
        members.append(("modifiers", .object([("appearance", modifier)])))
        members.append(("resolutionOrder", .array([.object([("$ref", .string("#/modifiers/appearance"))])])))
        return .object(members)
    }
}

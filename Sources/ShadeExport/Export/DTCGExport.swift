import ShadeCore
import ShadeSyntax

/// `shade export --to dtcg`: the theme as Design Tokens Community Group 2025.10 files
/// (docs/dtcg.md, Resolver): `base.tokens.json`, every token in the default appearance, groups
/// nested as Shade nests them, a group's own token as `$root`; a set per context of the
/// resolver's modifiers holding only the tokens that differ from the base there
/// (``DTCGLayout``); and `theme.resolver.json`, whose modifiers' `$extensions["dev.shade"]`
/// record the axis values of each context, so `shade import` maps them back to appearances
/// exactly. A value that is exactly a reference to another token, in an appearance, is an alias
/// there. Tokens of kinds the format has no type for live under their group's
/// `$extensions["dev.shade"].tokens`.
enum DTCGExport {
    /// The Shade-only facts kept under `$extensions`.
    static let extensionKey = "dev.shade"

    package static func render(_ theme: ExportedTheme) throws(ExportError) -> [ExportProduct.File] {
        var diagnostics: [Diagnostic] = []
        for token in theme.tokens where !isDTCGQualifiedName(token.name) {
            if let bad = QualifiedName.segments(of: token.name).first(where: { !isDTCGName($0) }) {
                diagnostics.append(
                    Diagnostic(
                        message:
                            "token '\(token.name)' cannot be a DTCG name: '\(bad)' starts with '$' or holds '{' or "
                            + "'}'; rename it",
                        location: token.location))
            }
        }
        guard diagnostics.isEmpty else { throw .invalidNames(diagnostics) }
        let layout = DTCGLayout(theme)
        let contextNames = Set(layout.modifiers.flatMap { $0.contexts.map(\.name) })
        let baseName = contextNames.contains("base") ? "shade-base" : "base"
        let root = theme.root
        // A token of some appearances only is never in the base: a later set cannot take a token
        // away, so it is in the set of each context where it exists (docs/exports.md, Tokens of
        // some appearances), the default context's included.
        let count = theme.tokens.count
        // The contexts that get a set: each listed one but the default, and with tokens of some
        // appearances the default too.
        let contexts = layout.modifiers.indices.flatMap { modifier in
            layout.modifiers[modifier].contexts.indices.compactMap { place in
                let context = layout.modifiers[modifier].contexts[place]
                return (place > 0 || layout.hasPartialTokens) && context.isListed ? (modifier, place) : nil
            }
        }
        // The base and the contexts' sets are written at once, on two threads: each reads the
        // export only, and the base, every token, is about as long as the rest together.
        let (base, differences) = Threads.both({
            set(root, tokens: count) { token in token.presence == nil ? 0 : nil }
        }) {
            contexts.map { modifier, place in
                let context = layout.modifiers[modifier].contexts[place]
                return set(root, tokens: count) { token in
                    let index = layout.valueIndex(of: token, at: context.positions)
                    if let presence = token.presence { return presence[index] ? index : nil }
                    return place > 0 && DTCGLayout.differs(token, index, 0) ? index : nil
                }
            }
        }
        var files = [ExportProduct.File(path: baseName + ".tokens.json", bytes: base ?? Array("{}\n".utf8))]
        // Each listed context's differences, as the file its sources name (none when nothing differs).
        var sources = layout.modifiers.map { [String?](repeating: nil, count: $0.contexts.count) }
        for ((modifier, place), bytes) in zip(contexts, differences) {
            guard let bytes else { continue }
            let path = layout.modifiers[modifier].contexts[place].name + ".tokens.json"
            files.append(ExportProduct.File(path: path, bytes: bytes))
            sources[modifier][place] = path
        }
        let resolver = DTCGResolverDocument.render(
            theme, layout: layout, base: baseName + ".tokens.json", files: sources)
        files.append(ExportProduct.File(path: "theme.resolver.json", bytes: resolver.bytes))
        return files
    }

    /// Whether every segment of a qualified name is a DTCG name (``isDTCGName(_:)``), read in
    /// its UTF-8 without splitting it: `$`, `{`, `}` and `.` are single bytes no other scalar's
    /// bytes hold.
    static func isDTCGQualifiedName(_ name: String) -> Bool {
        var atStart = true
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "."):
                if atStart { return false }
                atStart = true
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "}"): return false
            case UInt8(ascii: "$") where atStart: return false
            default: break
            }
            atStart = false
        }
        return !atStart
    }

    /// A DTCG name: not starting with `$`, without `{`, `}` or `.`.
    /// Checked per scalar: `{` with a combining mark after it is one `Character`, and still a `{`.
    static func isDTCGName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != "$" else { return false }
        return !name.unicodeScalars.contains { $0 == "{" || $0 == "}" || $0 == "." }
    }

    /// The metadata members every token carries: description, deprecation, kept extensions.
    static func metadata(_ token: ExportedToken) -> [(String, DTCGJSON)] {
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
    static func token(_ token: ExportedToken, type: String, value: DTCGJSON, alias: String?) -> DTCGJSON {
        let member: (String, DTCGJSON)
        if let alias, alias.hasSuffix(".$root") {
            let segments = QualifiedName.segments(of: alias).map {
                $0.replacingAll("~", with: "~0").replacingAll("/", with: "~1")
            }
            member = ("$ref", .string("#/" + segments.joined(separator: "/") + "/$value"))
        } else {
            member = ("$value", alias.map { .string("{\($0)}") } ?? value)
        }
        return .object([("$type", .string(type)), member] + metadata(token))
    }

    /// A token kept under the extension: `{"type": "string", "value": …}` and its metadata.
    static func shadeOnly(_ token: ExportedToken, value: DTCGJSON, alias: String?) -> DTCGJSON {
        .object(
            [("type", .string(token.type.rawValue)), ("value", alias.map { .string("{\($0)}") } ?? value)]
                + metadata(token))
    }
}

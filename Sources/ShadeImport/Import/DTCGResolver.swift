import ShadeCore
import ShadeSyntax
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A DTCG 2025.10 resolver document read into layers: the sets of the resolution order, merged in
/// order, are the base; each modifier becomes an axis — `light`/`dark` contexts the scheme, any
/// other a declared axis named after the modifier, its default context first — and each of its
/// contexts a variant. The `appearance` modifier of Shade's own export maps back through the
/// axis values it records under `$extensions["dev.shade"]`.
enum DTCGResolver {
    package static func read(
        _ document: JSONNode, folder: String, into layers: inout DTCGLayers, log: inout DiagnosticLog
    ) {
        if let version = document["version"], version.string != "2025.10" {
            log.warning(
                DiagnosticMessage(text: "resolver version \(DTCGJSONText.compact(version)); this import reads 2025.10"),
                at: version.range)
        }
        guard let order = document["resolutionOrder"]?.items else {
            log.error(DiagnosticMessage(text: "a resolver needs a \"resolutionOrder\" array"), at: document.range)
            return
        }
        for entry in order {
            if let pointer = entry["$ref"]?.string {
                let parts = pointer.split(separator: "/").map(String.init)
                guard parts.count == 3, parts[0] == "#", parts[1] == "sets" || parts[1] == "modifiers",
                    let target = document[parts[1]]?[parts[2]]
                else {
                    log.error(
                        DiagnosticMessage(text: "'\(pointer)' names no set or modifier of this resolver"),
                        at: entry.range,
                        suggestions: Suggestions.closest(to: pointer, among: names(in: document)))
                    continue
                }
                if parts[1] == "sets" {
                    set(target, folder: folder, into: &layers.base, log: &log)
                } else {
                    modifier(target, name: parts[2], folder: folder, into: &layers, log: &log)
                }
            } else if entry["type"]?.string == "modifier" {
                modifier(entry, name: entry["name"]?.string ?? "modifier", folder: folder, into: &layers, log: &log)
            } else {
                set(entry, folder: folder, into: &layers.base, log: &log)
            }
        }
        // Sets left out of the resolution order: read, for the tokens something refers to.
        let ordered = Set(order.compactMap { $0["$ref"]?.string })
        for member in document["sets"]?.members.map(Array.init) ?? [] where !ordered.contains("#/sets/" + member.key) {
            var tokens = DTCGTokens()
            set(member.value, folder: folder, into: &tokens, log: &log)
            layers.unordered.append((member.key, tokens, member.keyRange))
        }
        let count = layers.appearanceCount
        if count > AppearanceSpace.maximumCount {
            let axes = layers.axes.map { "\($0.name) (\($0.values.count))" }.joined(separator: ", ")
            log.error(
                DiagnosticMessage(
                    text: "the modifiers make more than \(AppearanceSpace.maximumCount) appearances"
                        + " (scheme and contrast times \(axes)); a Shade theme has at most"
                        + " \(AppearanceSpace.maximumCount)"
                ),
                at: document["resolutionOrder"]?.range ?? document.range)
        }
    }

    private static func items(_ node: JSONNode) -> [JSONNode] { node.items ?? [] }

    private static func names(in document: JSONNode) -> [String] {
        (document["sets"]?.members?.map { "#/sets/" + $0.key } ?? [])
            + (document["modifiers"]?.members?.map { "#/modifiers/" + $0.key } ?? [])
    }

    private static func set(_ set: JSONNode, folder: String, into tokens: inout DTCGTokens, log: inout DiagnosticLog) {
        guard let sources = set["sources"]?.items else {
            log.error(DiagnosticMessage(text: "a set needs a \"sources\" array"), at: set.range)
            return
        }
        add(sources, folder: folder, into: &tokens, log: &log)
    }

    /// Sources in order: a `$ref` to a file inside the resolver's folder, or inline tokens.
    private static func add(
        _ sources: [JSONNode], folder: String, into tokens: inout DTCGTokens, log: inout DiagnosticLog
    ) {
        for source in sources {
            guard let reference = source["$ref"] else {
                tokens.add(source, log: &log)
                continue
            }
            guard let path = reference.string, !path.hasPrefix("#") else {
                log.error(DiagnosticMessage(text: "a source's $ref names a token file"), at: reference.range)
                continue
            }
            let root = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL.path
            let file = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: root + "/")).standardizedFileURL.path
            let outside = "'\(path)' is outside the resolver's folder; sources must stay inside it"
            guard !path.hasPrefix("/"), file.hasPrefix(root + "/") else {
                log.error(DiagnosticMessage(text: outside), at: reference.range)
                continue
            }
            guard FileManager.default.fileExists(atPath: file) else {
                log.error(DiagnosticMessage(text: "cannot find the token file '\(path)'"), at: reference.range)
                continue
            }
            // A symbolic link on the way (a linked folder, a linked file) must not lead out either.
            let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
            guard URL(fileURLWithPath: file).resolvingSymlinksInPath().path.hasPrefix(realRoot + "/") else {
                log.error(DiagnosticMessage(text: outside + " (through a symbolic link)"), at: reference.range)
                continue
            }
            let display = folder.isEmpty ? path : PathText.appending(path, to: folder)
            guard case let .success(bytes) = SourceReader.read(path: file) else {
                log.error(DiagnosticMessage(text: "cannot read the token file '\(path)'"), at: reference.range)
                continue
            }
            let id = log.sources.add(SourceFile(path: display, bytes: bytes, indexingLines: false))
            if let document = JSONReader.read(file: id, bytes: log.sources[id].bytes, log: &log) {
                tokens.add(document, log: &log)
            }
        }
    }

    private static func modifier(
        _ modifier: JSONNode, name: String, folder: String, into layers: inout DTCGLayers, log: inout DiagnosticLog
    ) {
        guard let contexts = modifier["contexts"]?.members, !contexts.isEmpty else {
            log.error(DiagnosticMessage(text: "a modifier needs \"contexts\""), at: modifier.range)
            return
        }
        let names = contexts.map(\.key)
        var defaultName = names[0]
        if let given = modifier["default"] {
            if let text = given.string, names.contains(text) {
                defaultName = text
            } else {
                log.error(
                    DiagnosticMessage(
                        text:
                            "the default \(DTCGJSONText.compact(given)) is none of the contexts "
                            + names.joined(separator: ", ")
                    ),
                    at: given.range, suggestions: Suggestions.closest(to: given.string ?? "", among: names))
                return
            }
        }
        let shade = modifier["$extensions"]?["dev.shade"]
        var conditions: [String: [String]] = [:]
        if let appearances = shade?["appearances"]?.members, let axes = shade?["axes"]?.members {
            // Shade's own export: each context is an appearance, named by its axis values. Axes
            // every column leaves at their default play no part.
            let axes = axes.filter { axis in
                let values = Set(appearances.compactMap { $0.value[axis.key]?.string })
                return values.count > 1 || values.first != items(axis.value).first?.string
            }
            for axis in axes where axis.key != "scheme" {
                let values = items(axis.value).compactMap(\.string)
                if axis.key != "contrast" || values != ["normal", "high"] { layers.axes.append((axis.key, values)) }
            }
            let axisNames = axes.map(\.key)
            for appearance in appearances {
                conditions[appearance.key] = axisNames.compactMap { appearance.value[$0]?.string }
            }
            let combinations = DTCGLayers.boundedProduct(axes.map { items($0.value).count })
            if appearances.count < combinations { layers.listed = appearances.map(\.key) }
        } else if let scheme = DTCGSchemeContexts(modifier: name, contexts: names) {
            conditions = scheme.conditions
            if let axis = scheme.axis { layers.axes.append(axis) }
            if let listed = scheme.listed { layers.listed = listed }
        } else {
            for axisName in [name] + names where ShadeEscaping.name(axisName) == nil {
                log.error(
                    DiagnosticMessage(
                        text: "the modifier or context \(DTCGJSONText.quoted(axisName))"
                            + " cannot be a Shade name:"
                            + " \(ShadeEscaping.unnamable)"), at: modifier.range)
                return
            }
            // A context named like a value of the scheme or contrast axes is renamed `MODIFIER_VALUE`.
            let value = { (context: String) in
                ["light", "dark", "normal", "high"].contains(context) ? "\(name)_\(context)" : context
            }
            layers.axes.append((name, ([defaultName] + names.filter { $0 != defaultName }).map(value)))
            for context in names { conditions[context] = [value(context)] }
        }
        for context in contexts {
            // Shade's own export: a context it records no appearance for is an unlisted combination.
            if shade?["appearances"] != nil, conditions[context.key] == nil { continue }
            guard let sources = context.value.items else {
                log.error(DiagnosticMessage(text: "a context is an array of sources"), at: context.value.range)
                continue
            }
            var tokens = DTCGTokens()
            add(sources, folder: folder, into: &tokens, log: &log)
            if context.key == defaultName {
                for token in tokens.all { layers.base.replace(token) }
            } else {
                layers.variants.append(
                    DTCGLayers.Variant(
                        condition: conditions[context.key] ?? [context.key], tokens: tokens, name: context.key))
            }
        }
    }
}

extension DTCGTokens {
    /// Brings in, from sets a resolver's resolution order leaves out, the tokens that the tokens
    /// here (and those of `variants`) refer to but that are not here, and what those refer to in
    /// turn; one warning per set used, naming its tokens brought in.
    mutating func addReferenced(
        from sets: [(name: String, tokens: DTCGTokens, range: TextRange)], variants: [DTCGTokens],
        log: inout DiagnosticLog
    ) {
        guard !sets.isEmpty else { return }
        var wanted: [String] = []
        for tokens in [self] + variants {
            for token in tokens.all { DTCGAliasCheck.uses(token.value, into: &wanted) }
        }
        var brought = sets.map { _ in [String]() }
        while let name = wanted.popLast() {
            guard self[name] == nil, let place = sets.firstIndex(where: { $0.tokens[name] != nil }),
                let token = sets[place].tokens[name]
            else { continue }
            replace(token)
            brought[place].append(name)
            DTCGAliasCheck.uses(token.value, into: &wanted)
        }
        for (set, names) in zip(sets, brought) where !names.isEmpty {
            log.warning(
                DiagnosticMessage(
                    text: "the set '\(set.name)' is not in \"resolutionOrder\"; the tokens of it that others refer"
                        + " to are imported: " + names.sorted().joined(separator: ", ")),
                at: set.range,
                notes: [("add the set to \"resolutionOrder\" if it belongs to the theme", nil)])
        }
    }
}

import ShadeCore
import ShadeSyntax

/// Writes the gathered DTCG layers as Shade source: declared axes and listed appearances first,
/// then the groups and tokens in file order (descriptions as `///`, `@deprecated`, `@dtcg` for
/// the format's type and `$extensions`), values that differ by scheme as `dynamic(light:, dark:)`,
/// other appearances as `when` blocks; laid out by ``ThemeFormatter``.
struct DTCGShadeWriter {
    /// What the import gathered. The writer lets go of each part once it is no longer needed
    /// (see ``write(strict:log:)``), so the caller hands it over: `DTCGShadeWriter(layers: consume layers)`.
    package var layers: DTCGLayers

    /// A name as Shade writes it (``ShadeEscaping/name(_:afterDot:)``). A name no Shade name can
    /// hold was reported where it was read, and nothing is written: it only keeps its place here.
    package static func name(_ segment: String, afterDot: Bool = false) -> String {
        ShadeEscaping.name(segment, afterDot: afterDot) ?? "`?`"
    }

    /// A path as Shade writes it: its names joined with dots, each as ``name(_:afterDot:)`` writes it.
    package static func path(_ path: [String]) -> String {
        var written = ""
        for (index, segment) in path.enumerated() {
            if index > 0 { written += "." }
            written += name(segment, afterDot: index > 0)
        }
        return written
    }

    /// The Shade source, and how many tokens it holds and how many were left out. Once every value
    /// is converted, the tokens let go of the JSON they were read from: the writing that follows
    /// needs only their names, types, converted values and notes (a 100,000-token set's JSON
    /// nodes take 12 MB).
    package mutating func write(strict: Bool, log: inout DiagnosticLog) -> (source: String, imported: Int, leftOut: Int)
    {
        var all = layers.base
        var problems = layers.problems + all.problems
        // `all` alone holds the base tokens now: adding to it, or letting go of its JSON, copies nothing.
        layers.base = DTCGTokens()
        for variant in layers.variants {
            problems += variant.tokens.problems
            for token in variant.tokens.all where all.position(of: token.name) == nil { all.replace(token) }
        }
        all.addReferenced(from: layers.unordered, variants: layers.variants.map(\.tokens), log: &log)
        let types = DTCGAliasCheck(
            tokens: all, variants: layers.variants.map(\.tokens), leftOut: Set(problems.map(\.name))
        ).check(problems: &problems)
        let converted = DTCGConversion(
            tokens: all, types: types, layers: layers, problems: problems, strict: strict, log: &log)
        // What the writing reads of the JSON: the descriptions and annotations of the tokens written.
        var notes: [Int: (description: String?, annotations: [String])] = [:]
        for position in all.all.indices where converted.values[position] != nil {
            guard let type = types[position] else { continue }
            // Most tokens have no description and no extensions: their object is not searched.
            let about = all.all[position].hasNotes ? all.all[position].about : nil
            let description = about?["$description"]?.string
            let annotations = Self.annotations(
                deprecated: all.all[position].deprecated, shadeType: all.all[position].shadeType,
                extensions: about?["$extensions"], type: type, dtcgType: types.dtcgType(at: position))
            if description != nil || !annotations.isEmpty { notes[position] = (description, annotations) }
        }
        all.releaseJSON()
        for index in layers.variants.indices { layers.variants[index].tokens = DTCGTokens() }
        layers.unordered = []
        // The source, one line at a time, into one buffer of bytes.
        var lines = SourceLines()
        for axis in layers.axes {
            let values = axis.values.map { Self.name($0) }.joined(separator: ", ")
            lines.append("axis \(Self.name(axis.name)) { \(values) }")
        }
        if let listed = layers.listed { lines.append("appearances { \(listed.joined(separator: ", ")) }") }
        if !lines.isEmpty { lines.append("") }
        var open: [String] = []
        for position in DTCGGroupOrder.order(all.all) {
            guard let value = converted.values[position], let type = types[position] else { continue }
            let scope = all.all[position].scope
            // Close and open groups to reach the token's scope.
            var common = 0
            while common < open.count, common < scope.count, open[common] == scope[common] { common += 1 }
            while open.count > common { open.removeLast(); lines.append(Self.indent(open.count) + "}") }
            while open.count < scope.count {
                let groupPath = scope[..<(open.count + 1)].joined(separator: ".")
                if let text = all.groupDescriptions[groupPath] {
                    lines.append(contentsOf: Self.documentation(text, depth: open.count))
                }
                lines.append(Self.indent(open.count) + "group \(Self.name(scope[open.count])) {")
                open.append(scope[open.count])
            }
            let depth = open.count
            if let (description, annotations) = notes[position] {
                if let description { lines.append(contentsOf: Self.documentation(description, depth: depth)) }
                for annotation in annotations {
                    lines.writeSpaces(2 * depth)
                    lines.write(annotation)
                    lines.endLine()
                }
            }
            lines.writeSpaces(2 * depth)
            lines.write(all.all[position].shadeType ?? types.dtcgType(at: position)?.shadeType.rawValue ?? type)
            lines.write(" ")
            lines.write(Self.name(all.all[position].last ?? ""))
            lines.write(" = ")
            lines.write(value)
            lines.endLine()
        }
        while !open.isEmpty { open.removeLast(); lines.append(Self.indent(open.count) + "}") }
        for (variant, overridden) in zip(layers.variants, converted.overrides) where !overridden.isEmpty {
            let condition = variant.condition.map { Self.name($0) }.joined(separator: ", ")
            lines.append(contentsOf: ["", "when \(condition) {"])
            for line in overridden {
                lines.write("  ")
                lines.write(line)
                lines.endLine()
            }
            lines.append("}")
        }
        return (Self.laidOut(lines), converted.imported, converted.leftOut)
    }

    /// The lines as one source, aligned, and formatted when a line is too long.
    private static func laidOut(_ lines: SourceLines) -> String {
        if lines.count == 0 { return "\n" }
        // The lines are laid out already but for alignment; only a line too long needs the formatter.
        if lines.longest <= ThemeFormatter.width { return FormatAlignment.aligned(lines) }
        let source = lines.joined
        if case let .success(formatted) = ThemeFormatter.format(source) { return formatted }
        return source
    }

    private static func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }

    private static func documentation(_ text: String, depth: Int) -> [String] {
        ShadeEscaping.documentation(text, indent: indent(depth))
    }

    /// The annotation lines of a token, without their indentation, from its `$deprecated`, its
    /// Shade type (for a token only Shade has), its `$extensions` and its type (its DTCG type, when
    /// it has one).
    private static func annotations(
        deprecated: JSONNode?, shadeType: String?, extensions: JSONNode?, type: String, dtcgType: DTCGType?
    ) -> [String] {
        var out: [String] = []
        if deprecated?.bool == true {
            out.append("@deprecated")
        } else if let text = deprecated?.string {
            out.append("@deprecated(\(ShadeEscaping.stringLiteral(text)))")
        }
        var arguments: [String] = []
        let quoted = ShadeEscaping.stringLiteral
        if shadeType == nil, dtcgType?.shadeType.rawValue != type, type != "duration" {
            arguments.append("type: \(quoted(type))")
        }
        if let extensions, extensions.members?.isEmpty == false {
            arguments.append("extensions: \(quoted(DTCGJSONText.compact(extensions)))")
        }
        if !arguments.isEmpty { out.append("@dtcg(\(arguments.joined(separator: ", ")))") }
        return out
    }
}

/// A JSON value written back compactly (`{"a": 1, "b": [true]}`): what `@dtcg(extensions:)` and a
/// stroke style object keep of the file.
enum DTCGJSONText {
    static func compact(_ node: JSONNode) -> String {
        if let members = node.members {
            return "{" + members.map { quoted($0.key) + ": " + compact($0.value) }.joined(separator: ", ") + "}"
        }
        if let items = node.items { return "[" + items.map(compact).joined(separator: ", ") + "]" }
        if let text = node.string { return quoted(text) }
        if let number = node.number { return Value.format(number) }
        if let flag = node.bool { return flag ? "true" : "false" }
        return "null"
    }

    package static func quoted(_ text: String) -> String {
        JSONEscaping.quoted(text)
    }
}

/// The order tokens are written in: file order, except that the tokens of one group stay
/// together where the group first appears, so that a group whose tokens come from several sets or
/// files is written once (`group theme { … }`, not two blocks of that name).
enum DTCGGroupOrder {
    /// The places of `tokens`, groups kept together.
    static func order(_ tokens: [DTCGTokens.Token]) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(tokens.count)
        place(Array(tokens.indices), depth: 0, of: tokens, into: &out)
        return out
    }

    /// Places tokens whose paths agree up to `depth`: a token at this depth where it comes, a
    /// group's tokens all where its first token comes.
    private static func place(_ indices: [Int], depth: Int, of tokens: [DTCGTokens.Token], into out: inout [Int]) {
        // Items in first-appearance order: a token's place, or for a group, -1 - its ordinal.
        var items: [Int] = []
        items.reserveCapacity(indices.count)
        var ordinals: [String: Int] = [:]
        var groups: [[Int]] = []
        for index in indices {
            // A token at this depth (its path no longer than `depth + 1`), or one of a group's.
            let scope = tokens[index].scope
            guard scope.count > depth else {
                items.append(index)
                continue
            }
            if let ordinal = ordinals[scope[depth]] {
                groups[ordinal].append(index)
            } else {
                ordinals[scope[depth]] = groups.count
                items.append(-1 - groups.count)
                groups.append([index])
            }
        }
        for item in items {
            if item >= 0 {
                out.append(item)
            } else {
                place(groups[-1 - item], depth: depth + 1, of: tokens, into: &out)
            }
        }
    }
}

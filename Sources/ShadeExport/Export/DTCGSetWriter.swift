import ShadeCore
import ShadeSyntax

extension DTCGExport {
    /// A token set's text: the groups of `root` nested as Shade nests them, each token that
    /// `select` gives an index in its values for, with the value at that index (nil leaves the
    /// token out; a group left with nothing is left out too). Tokens of kinds the format has no
    /// type for go under their group's `$extensions["dev.shade"].tokens`, by name, with their
    /// Shade type and JSON value. Nil when nothing is selected. Written straight into the bytes
    /// of the array returned, a token at a time: a set of 100,000 tokens is never a tree in
    /// memory, nor copied once written. Room for `tokens` tokens is made at once (a color token
    /// takes about 220 bytes): a set grown by doubling copies itself again and again, and room
    /// not written to is never touched. Past 256 MB the set grows.
    static func set(_ root: ExportGroup, tokens: Int, select: (ExportedToken) -> Int?) -> [UInt8]? {
        var selected = false
        let bytes = ByteWriter.array(capacity: min(1 << 16 + tokens * 320, 1 << 28)) { out in
            selected = group(root, depth: 0, select: select, into: &out)
            out.append(UInt8(ascii: "\n"))
        }
        return selected ? bytes : nil
    }

    /// Writes a group's object; false, with nothing written but its opening brace, when no member is selected.
    private static func group(
        _ group: ExportGroup, depth: Int, select: (ExportedToken) -> Int?, into out: inout ByteWriter
    ) -> Bool {
        out.append(UInt8(ascii: "{"))
        var written = 0
        var shadeOnly: [(String, DTCGJSON)] = []
        for member in group.members {
            switch member {
            case let .token(token):
                guard let index = select(token) else { continue }
                let name = token.isGroupRoot ? "$root" : token.shortName
                // A color, or an alias of one (not of a group's `$root`, a `$ref`), is written
                // straight: most tokens are, and their value is never a tree.
                if case let .color(color) = token.values[index],
                    token.alias(at: index).map({ !$0.hasSuffix(".$root") }) ?? true
                {
                    key(name, first: written == 0, depth: depth + 1, into: &out)
                    colorToken(token, color, alias: token.alias(at: index), depth: depth + 1, into: &out)
                    written += 1
                    continue
                }
                let (type, value) = DTCGValues.typed(token.values[index], dtcgType: token.dtcg?.type)
                let alias = token.alias(at: index)
                guard let type else {
                    shadeOnly.append((name, self.shadeOnly(token, value: value, alias: alias)))
                    continue
                }
                key(name, first: written == 0, depth: depth + 1, into: &out)
                self.token(token, type: type, value: value, alias: alias).write(to: &out, depth: depth + 1)
                written += 1
            case let .group(inner):
                let mark = out.count
                key(inner.name, first: written == 0, depth: depth + 1, into: &out)
                if self.group(inner, depth: depth + 1, select: select, into: &out) {
                    written += 1
                } else {
                    out.truncate(to: mark)
                }
            }
        }
        if !shadeOnly.isEmpty {
            key("$extensions", first: written == 0, depth: depth + 1, into: &out)
            DTCGJSON.object([(extensionKey, .object([("tokens", .object(shadeOnly))]))])
                .write(to: &out, depth: depth + 1)
            written += 1
        }
        guard written > 0 else { return false }
        out.append(UInt8(ascii: "\n"))
        DTCGJSON.indent(depth, into: &out)
        out.append(UInt8(ascii: "}"))
        return true
    }

    /// A color token, its value or its alias (`{group.name}`), as
    /// ``DTCGExport/token(_:type:value:alias:)`` writes it.
    private static func colorToken(
        _ token: ExportedToken, _ color: ThemeColor, alias: String?, depth: Int, into out: inout ByteWriter
    ) {
        out.append("{\n")
        DTCGJSON.indent(depth + 1, into: &out)
        out.append("\"$type\": \"color\",\n")
        DTCGJSON.indent(depth + 1, into: &out)
        out.append("\"$value\": ")
        if let alias {
            out.append(jsonLiteral: "{\(alias)}")
        } else {
            DTCGValues.write(color, depth: depth + 1, to: &out)
        }
        if token.description != nil || token.deprecation != nil || token.dtcg?.extensions != nil {
            for (name, value) in metadata(token) {
                key(name, first: false, depth: depth + 1, into: &out)
                value.write(to: &out, depth: depth + 1)
            }
        }
        out.append(UInt8(ascii: "\n"))
        DTCGJSON.indent(depth, into: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// A member's key, after the separator from the member before: `"name": `.
    private static func key(_ name: String, first: Bool, depth: Int, into out: inout ByteWriter) {
        out.append(first ? "\n" : ",\n")
        DTCGJSON.indent(depth, into: &out)
        out.append(jsonLiteral: name)
        out.append(": ")
    }
}

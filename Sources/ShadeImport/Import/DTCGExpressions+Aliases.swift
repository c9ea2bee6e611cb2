import ShadeSyntax

/// Aliases as the import reads them (docs/dtcg.md, Names and $root): `"{a.b}"` names the token
/// `a.b`, `"{a.$root}"` the root token of the group `a`. Every token's value is asked whether it
/// is one (by the alias check, the conversion and the legacy forms' scan), so a string that is no
/// alias is passed over on its first bytes.
extension DTCGExpressions {
    /// The Shade path an alias names (`"{a.b}"` → `["a", "b"]`; a group's root token
    /// `"{a.$root}"` → `["a"]`), when `node` is one.
    package static func alias(_ node: JSONNode) -> [String]? { aliasName(node).map(path(named:)) }

    /// The Shade path of the token an alias names, from its name (``aliasName(_:)``).
    static func path(named name: String) -> [String] {
        let path = name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        return path.count > 1 && path.last == "$root" ? path.dropLast() : path
    }

    /// The name of the token an alias names (`"{a.b}"` → `"a.b"`), when `node` is one.
    /// Read from the bytes between the braces when the string has no escape (the alias check
    /// and the conversion ask for every token's).
    static func aliasName(_ node: JSONNode) -> String? {
        let place = node.node
        guard place.kind == .string, place.end - place.start > 4 else { return nil }
        guard place.flags & JSONTree.Node.escaped == 0 else {
            return aliasText(node).map { String(decoding: $0.utf8.dropFirst().dropLast(), as: UTF8.self) }
        }
        let (bytes, start, end) = (node.tree.bytes, Int(place.start), Int(place.end))
        guard bytes[start + 1] == UInt8(ascii: "{"), bytes[end - 2] == UInt8(ascii: "}") else { return nil }
        return String(decoding: bytes[start + 2..<end - 2], as: UTF8.self)
    }

    /// The text of `node` when it is an alias (`"{a.b}"`). A string that starts with no `{` and
    /// has no escape is passed over without decoding it.
    private static func aliasText(_ node: JSONNode) -> String? {
        let place = node.node
        guard place.kind == .string, place.end - place.start > 4 else { return nil }
        guard place.flags & JSONTree.Node.escaped != 0 || node.tree.bytes[Int(place.start) + 1] == UInt8(ascii: "{"),
            let text = node.string, text.utf8.first == UInt8(ascii: "{"), text.utf8.last == UInt8(ascii: "}"),
            text.utf8.count > 2
        else { return nil }
        return text
    }
}

import ShadeCore
import ShadeSyntax

/// The members of a group's member that tell a token from a group, and that a token's value and
/// metadata are read from (docs/dtcg.md, Names and $root), found in one walk over its members:
/// each member of a large set is looked at once, not once per member asked for, and its key is
/// read from its bytes where they lie (a key with an escape is decoded first).
struct DTCGTokenFields {
    /// `$value`: the token's value.
    var value: JSONNode?
    /// `$ref`: a JSON pointer to another token's whole value.
    var ref: JSONNode?
    /// `$type`: the token's own type.
    var type: JSONNode?
    /// `$deprecated`.
    var deprecated: JSONNode?
    /// Whether the object holds a `$description` or `$extensions`.
    var hasNotes = false
    /// Whether every key starts with `$`: a `$type` among such keys alone is a token without a value.
    private var onlyProperties = true

    /// The fields of `node`; none when it is no object. A key written twice counts where it is
    /// first written, as ``JSONNode``'s subscript finds it.
    init(_ node: JSONNode) {
        guard node.kind == .object else { return }
        let (tree, bytes) = (node.tree, node.tree.bytes)
        var item = node.index + 1
        let end = Int(tree.nodes[node.index].after)
        while item < end {
            let place = tree.nodes[item]
            switch Self.key(of: place, in: bytes) {
            case .value: if value == nil { value = JSONNode(tree: tree, index: item) }
            case .ref: if ref == nil { ref = JSONNode(tree: tree, index: item) }
            case .type: if type == nil { type = JSONNode(tree: tree, index: item) }
            case .deprecated: if deprecated == nil { deprecated = JSONNode(tree: tree, index: item) }
            case .note: hasNotes = true
            case .property: break
            case .name: onlyProperties = false
            }
            item = Int(place.after)
        }
    }

    /// Whether the member is a token (it has a value, a reference, or a type and nothing but
    /// properties), not a group.
    var isToken: Bool { value != nil || ref != nil || (type != nil && onlyProperties) }

    /// What a member's key is to a token.
    private enum Key {
        case value, ref, type, deprecated
        /// `$description` or `$extensions`.
        case note
        /// Any other key that starts with `$`.
        case property
        /// A key that does not start with `$`: a token's or a group's name.
        case name
    }

    /// The key of the member at `place`, from its bytes; decoded first when it has an escape.
    private static func key(of place: JSONTree.Node, in bytes: [UInt8]) -> Key {
        guard place.flags & JSONTree.Node.keyEscaped == 0 else {
            // Decoded, and closed with a quote as a key without an escape is; one with a quote
            // of its own is none of a token's fields.
            let decoded = JSONTree.key(of: place, in: bytes)
            guard !decoded.utf8.contains(UInt8(ascii: "\"")) else { return decoded.hasPrefix("$") ? .property : .name }
            var closed = decoded + "\""
            return closed.withUTF8 { key(at: 0, in: $0) }
        }
        // After the opening quote: with no escape, the key ends at the next quote.
        return bytes.withUnsafeBufferPointer { key(at: place.key(in: bytes) + 1, in: $0) }
    }

    /// What the key whose text starts at `start` in `bytes`, and ends at a quote, is to a token:
    /// told by its first byte, then compared in place with the names a token's fields have.
    private static func key(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Key {
        guard bytes[start] == UInt8(ascii: "$") else { return .name }
        func `is`(_ text: StaticString) -> Bool {
            text.withUTF8Buffer { text in
                start + text.count < bytes.count && bytes[start + text.count] == UInt8(ascii: "\"")
                    && text.indices.allSatisfy { bytes[start + $0] == text[$0] }
            }
        }
        if `is`("$value") { return .value }
        if `is`("$type") { return .type }
        if `is`("$ref") { return .ref }
        if `is`("$deprecated") { return .deprecated }
        if `is`("$description") || `is`("$extensions") { return .note }
        return .property
    }
}

import ShadeCore
import ShadeSyntax

/// The members of a group's member that tell a token from a group, and that a token's value and
/// metadata are read from (docs/dtcg.md, Names and $root), found in one walk over its members:
/// each member of a large set is looked at once, not once per member asked for.
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
        guard let members = node.members else { return }
        for member in members {
            let key = member.key
            switch key {
            case "$value": if value == nil { value = member.value }
            case "$ref": if ref == nil { ref = member.value }
            case "$type": if type == nil { type = member.value }
            case "$deprecated": if deprecated == nil { deprecated = member.value }
            case "$description", "$extensions": hasNotes = true
            default: if !key.hasPrefix("$") { onlyProperties = false }
            }
        }
    }

    /// Whether the member is a token (it has a value, a reference, or a type and nothing but
    /// properties), not a group.
    var isToken: Bool { value != nil || ref != nil || (type != nil && onlyProperties) }
}

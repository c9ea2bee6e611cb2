import ShadeCore
import ShadeSyntax

/// A JSON value written back compactly (`{"a": 1, "b": [true]}`): what `@dtcg(extensions:)` and a
/// stroke style object keep of the file.
enum DTCGJSONText {
    static func compact(_ node: JSONNode) -> String {
        switch node.kind {
        case let .object(members):
            return "{" + members.map { quoted($0.key) + ": " + compact($0.value) }.joined(separator: ", ") + "}"
        case let .array(items): return "[" + items.map(compact).joined(separator: ", ") + "]"
        case let .string(text): return quoted(text)
        case let .number(number): return Value.format(number)
        case let .bool(flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }

    package static func quoted(_ text: String) -> String {
        JSONEscaping.quoted(text)
    }
}

import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// The signature of the call being written, with the argument the cursor is in.
package struct SignatureHelp: Hashable, Sendable {
    /// The function's signature (`fn mix(a: color, b: color, by: number = 0.5) -> color`).
    package var label: String
    /// Each parameter as the signature writes it (`by: number = 0.5`), in order.
    package var parameters: [String]
    /// The index of the argument holding the cursor (past the last parameter when too many are written).
    package var activeParameter: Int
}

extension CompletionService {
    /// A function's signature: a user function's as declared (`fn soft(c: color, by: number =
    /// 0.5) -> color`), a host function's, or a built-in's; nil when there is no such function.
    package func signature(ofFunction name: String) -> String? {
        if let signature = program.signature(ofUserFunction: name, sources: sources) { return signature }
        if let host = program.hostFunctions.first(where: { $0.name == name }) {
            let parameters = host.parameters.map { "\($0.name): \($0.type.rawValue)" }
            return "fn \(host.name)(\(parameters.joined(separator: ", "))) -> \(host.result.rawValue)  (host)"
        }
        return Builtin.named(name)?.signature
    }

    /// The signature help at `offset` (UTF-8) in `text`: for the innermost call whose `(` is open
    /// before the cursor (parentheses without a name before them only group), on the text back
    /// to the start of the declaration; nil outside a call of a known function.
    package func signatureHelp(_ text: [UInt8], at offset: Int) -> SignatureHelp? {
        var index = min(max(offset, 0), text.count), depth = 0, commas = 0
        while index > 0 {
            index -= 1
            switch text[index] {
            case UInt8(ascii: ")"): depth += 1
            case UInt8(ascii: "("):
                guard depth == 0 else {
                    depth -= 1
                    continue
                }
                let start = NameBytes.pathStart(before: index, in: text)
                guard start < index else {
                    commas = 0  // a parenthesis that groups: the call is further out
                    continue
                }
                return help(calling: String(decoding: text[start..<index], as: UTF8.self), at: index, in: text, commas)
            case UInt8(ascii: ",") where depth == 0: commas += 1
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"): return nil
            default: continue
            }
        }
        return nil
    }

    /// The help for a call of `name` (as written: bare inside a group, or qualified) whose `(` is at `open`.
    private func help(calling name: String, at open: Int, in text: [UInt8], _ argument: Int) -> SignatureHelp? {
        let enclosing = EnclosingGroups.around(open, in: text)
        let candidates = name.hasPrefix("$.") ? [String(name.dropFirst(2))] : enclosing.map { $0 + "." + name } + [name]
        guard let signature = candidates.lazy.compactMap(signature(ofFunction:)).first,
            let listOpen = signature.firstIndex(of: "("),
            let listClose = FunctionParameters.matchingParenthesis(in: signature, from: listOpen)
        else { return nil }
        let list = signature[signature.index(after: listOpen)..<listClose]
        let parameters = list.isEmpty ? [] : FunctionParameters.split(list)
        return SignatureHelp(label: signature, parameters: parameters, activeParameter: argument)
    }
}

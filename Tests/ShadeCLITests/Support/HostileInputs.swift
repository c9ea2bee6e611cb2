import Foundation

/// Hostile inputs of about 1 MB each, the same every run: deep nesting, one very long line, huge
/// numbers, a long alias chain, many axes and appearances, one giant string, random bytes,
/// invalid UTF-8, and for `shade import` deeply nested, wide and chained JSON.
/// Benchmarks/hostile.sh writes the same shapes for the release build's figures.
enum HostileInputs {
    /// The size each input is made close to.
    static let size = 1 << 20

    /// An input: a file name (`.shade` for the theme commands, `.json` for `shade import`) and its bytes.
    struct Input: Sendable, CustomStringConvertible {
        var name: String
        var bytes: [UInt8]
        var description: String { name }
        var isJSON: Bool { name.hasSuffix(".json") }
    }

    static func text(_ name: String, _ text: String) -> Input { Input(name: name, bytes: Array(text.utf8)) }

    /// Lines `line(0)`, `line(1)`, … up to about `size` bytes.
    static func lines(_ line: (Int) -> String) -> String {
        var text = "", index = 0
        while text.utf8.count < size - 200 { text += line(index) + "\n"; index += 1 }
        return text
    }

    /// A deterministic stream of bytes (SplitMix64), so a failure is reproducible.
    static func randomBytes(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = (state ^ (state >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return UInt8(truncatingIfNeeded: mixed ^ (mixed >> 31))
        }
    }

    /// Bytes that are no UTF-8 (lone continuation bytes, overlong and truncated sequences, 0xFF)
    /// inside otherwise plausible source.
    static func invalidUTF8(json: Bool) -> [UInt8] {
        let bad: [UInt8] = [0x80, 0xC0, 0xAF, 0xE2, 0x82, 0xF8, 0xFF, 0xED, 0xA0, 0x80]
        var bytes: [UInt8] = []
        var index = 0
        while bytes.count < size - 100 {
            let line = json ? "\"t\(index)\": {\"$type\": \"string\", \"$value\": \"" : "string s\(index) = \""
            bytes += Array((index == 0 && json ? "{" : (json ? ", " : "")).utf8) + Array(line.utf8) + bad
            bytes += Array((json ? "\"}" : "\"\ncolor c\(index) = #fff // ").utf8) + bad + (json ? [] : [0x0A])
            index += 1
        }
        return bytes + (json ? Array("}".utf8) : [])
    }

    /// The theme sources, each given to every theme command.
    static let themes: [Input] = [
        text(
            "parens.shade",
            "number n = " + String(repeating: "(", count: size / 2) + "1"
                + String(repeating: ")", count: size / 2) + "\n"),
        text("brackets.shade", "color c = " + String(repeating: "[", count: size - 20) + "\n"),
        text("groups.shade", String(repeating: "group g { ", count: size / 10) + "\n"),
        text("long-line.shade", "number n = " + String(repeating: "1 + ", count: size / 4) + "1\n"),
        text("huge-number.shade", "number n = " + String(repeating: "9", count: size - 20) + "\n"),
        text("alias-chain.shade", "number t0 = 1\n" + lines { "number t\($0 + 1) = t\($0)" }),
        text(
            "many-axes.shade",
            lines { axis in
                "axis a\(axis) { " + (0..<64).map { "a\(axis)v\($0)" }.joined(separator: ", ") + " }"
            } + "color c = #000000\n"),
        text(
            "many-appearances.shade",
            (0..<8).map { "axis a\($0) { x\($0), y\($0) }\n" }.joined()
                + lines { "color c\($0) = dynamic(light: #\(String(format: "%06x", $0)), dark: #000000)" }),
        text("giant-string.shade", "string s = \"" + String(repeating: "x", count: size - 20) + "\"\n"),
        Input(name: "random-bytes.shade", bytes: randomBytes(count: size, seed: 1)),
        Input(name: "invalid-utf8.shade", bytes: invalidUTF8(json: false))
    ]

    /// The token documents, each given to `shade import`.
    static let tokenDocuments: [Input] = [
        text(
            "deep.json",
            String(repeating: "{\"g\": ", count: size / 7) + "1"
                + String(repeating: "}", count: size / 7)),
        text(
            "wide.json",
            "{"
                + lines {
                    "\"t\($0)\": {\"$type\": \"number\", \"$value\": \($0)},"
                } + "\"last\": {\"$type\": \"number\", \"$value\": 0}}"),
        text(
            "alias-chain.json",
            "{\"t0\": {\"$type\": \"number\", \"$value\": 1},"
                + lines {
                    "\"t\($0 + 1)\": {\"$value\": \"{t\($0)}\"},"
                } + "\"last\": {\"$value\": \"{t0}\"}}"),
        Input(name: "random-bytes.json", bytes: randomBytes(count: size, seed: 2)),
        Input(name: "invalid-utf8.json", bytes: invalidUTF8(json: true))
    ]

    /// The bytes `shade lsp` reads: `initialize`, `didOpen` of `input`, a hover (which waits for
    /// the document's analysis), `shutdown` and `exit`, each framed.
    static func languageServerSession(opening input: Input, uri: String) throws -> Data {
        struct Text: Encodable { var text: String }
        let text = try JSONEncoder().encode(Text(text: String(decoding: input.bytes, as: UTF8.self)))
        let document =
            "{\"uri\": \"\(uri)\", \"languageId\": \"shade\", \"version\": 1, \"text\": "
            + String(decoding: text.dropFirst(8).dropLast(), as: UTF8.self) + "}"
        let bodies = [
            #"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}"#,
            #"{"jsonrpc": "2.0", "method": "initialized", "params": {}}"#,
            #"{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": "# + document + "}}",
            #"{"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": {"textDocument": {"uri": ""#
                + uri + #""}, "position": {"line": 0, "character": 1}}}"#,
            #"{"jsonrpc": "2.0", "id": 3, "method": "shutdown"}"#,
            #"{"jsonrpc": "2.0", "method": "exit"}"#
        ]
        return Data(bodies.map { "Content-Length: \($0.utf8.count)\r\n\r\n" + $0 }.joined().utf8)
    }
}

import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// `editors/vscode/`: the files parse, every pattern compiles, and every word the language knows
/// is highlighted as what it is. The word lists come from the implementation, so a keyword or a
/// built-in added later without the grammar fails here.
@Suite("Editor grammar")
struct EditorGrammarTests {
    static let tokenizer = Result { try GrammarTokenizer() }

    @Test(
        "the extension's JSON files parse",
        arguments: ["package.json", "language-configuration.json", "syntaxes/shade.tmLanguage.json"])
    func parses(_ path: String) throws {
        let data = try Data(contentsOf: GrammarTokenizer.folder.appendingPathComponent(path))
        #expect(try JSONSerialization.jsonObject(with: data) is [String: Any])
    }

    @Test("every pattern compiles")
    func compiles() throws {
        let tokenizer = try Self.tokenizer.get()
        #expect(tokenizer.expressions.count > 20)
    }

    /// The contextual words, read from the parser's source (`isWord("…")`).
    static var contextualWords: [String] {
        let folder = GrammarTokenizer.folder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ShadeSyntax/Syntax")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var words: Set<String> = []
        for file in files {
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            let pattern = try! NSRegularExpression(pattern: "isWord\\(\"([A-Za-z]+)\"\\)")
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                words.insert((text as NSString).substring(with: match.range(at: 1)))
            }
        }
        return words.sorted()
    }

    /// A word, a line it stands in, and the scope it must get.
    static var words: [(word: String, line: String, scope: String)] {
        var rows: [(String, String, String)] = []
        for keyword in TokenKind.keywords.keys.sorted() {
            let line =
                ["true", "false"].contains(keyword)
                ? "bool b = \(keyword)"
                : ["if", "then", "else"].contains(keyword)
                    ? "color c = if dark then #000000 else #ffffff" : "\(keyword) Name"
            let scope =
                ["true", "false"].contains(keyword)
                ? "constant.language" : keyword == "private" ? "storage.modifier" : "keyword"
            rows.append((keyword, line, scope))
        }
        for word in contextualWords where word != "internal" {
            let line =
                word == "not" ? "bool b = not dark" : word == "in" ? "style Bar in Sheet { }" : "\(word) Name { }"
            rows.append((word, line, "keyword"))
        }
        // `internal` is a modifier, as `private` is, where it starts a declaration.
        for line in ["internal group Name { }", "internal color name = x", "internal fn f() -> number = 1"] {
            rows.append(("internal", line, "storage.modifier"))
        }
        for type in ValueType.allCases { rows.append((type.rawValue, "\(type.rawValue) name = x", "storage.type")) }
        for unit in ValueType.DimensionUnit.allCases {
            rows.append(("16\(unit.rawValue)", "dimension d = 16\(unit.rawValue)", "constant.numeric"))
        }
        for builtin in ["dynamic"] + Builtin.allCases.map(\.rawValue) {
            rows.append((builtin, "color c = \(builtin)(x)", "support.function"))
        }
        for entry in SystemPalette.entries { rows.append((entry.name, "color c = \(entry.name)", "support.constant")) }
        for annotation in ["deprecated", "dtcg"] {
            rows.append((annotation, "@\(annotation)(\"x\")", "storage.type.annotation"))
        }
        rows += [
            ("#3c64f4", "color c = #3c64f4", "constant.other.color"),
            ("#fff8", "color c = #fff8", "constant.other.color"),
            ("0x3c64f4", "color c = 0x3c64f4", "constant.numeric"), ("70%", "number n = 70%", "constant.numeric"),
            ("\"a \\\"b\\\"\"", "string s = \"a \\\"b\\\"\"", "string.quoted"),
            ("`fg-default`", "color `fg-default` = x", "variable.other"),
            ("$", "color c = $.accent", "variable.language"), ("/// Doc.", "/// Doc.", "comment.line.documentation"),
            ("// Note.", "// Note.", "comment.line.double-slash"), ("/* a */", "color c = /* a */ x", "comment.block")
        ]
        return rows
    }

    @Test("every keyword, type, unit, built-in, system color and literal form gets its scope", arguments: words)
    func scope(_ row: (word: String, line: String, scope: String)) throws {
        let scope = try Self.tokenizer.get().scope(of: row.word, in: row.line)
        #expect(scope?.hasPrefix(row.scope) == true, "'\(row.word)' in '\(row.line)' got \(scope ?? "no scope")")
    }

    static let examples =
        (try? FileManager.default.contentsOfDirectory(
            atPath: GrammarTokenizer.folder
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples").path))?
        .filter { $0.hasSuffix(".shade") }.sorted() ?? []

    @Test("every character of every example is in a scope", arguments: examples)
    func examplesAreCovered(_ name: String) throws {
        let url = GrammarTokenizer.folder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples").appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        var covered = [Bool](repeating: false, count: (text as NSString).length)
        for piece in try Self.tokenizer.get().tokenize(text) {
            for index in piece.range.location..<(piece.range.location + piece.range.length) { covered[index] = true }
        }
        let lines = text.components(separatedBy: "\n")
        var offset = 0
        var uncovered: [String] = []
        for (number, line) in lines.enumerated() {
            let length = (line as NSString).length
            for index in 0..<length
            where !covered[offset + index]
                && !(line as NSString).substring(with: NSRange(location: index, length: 1)).allSatisfy(\.isWhitespace)
            {
                uncovered.append("\(name):\(number + 1):\(index + 1)")
                break
            }
            offset += length + 1
        }
        #expect(uncovered == [])
    }
}

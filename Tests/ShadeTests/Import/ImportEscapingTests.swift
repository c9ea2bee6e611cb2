import Foundation
import ShadeTestSupport
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// What `shade import` writes into Shade source goes through ``ShadeEscaping``, one function per
/// context: hostile keys and strings read back as the same names and strings, never as code,
/// and numbers are plain decimals the lexer reads.
@Suite("Import: escaping into Shade source")
struct ImportEscapingTests {
    /// `text` as a JSON string, every control as `\u00XX`.
    static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Imports one document; the Shade source (nil on errors) and the first line of the report.
    static func imported(_ document: String) throws -> (source: String?, first: String) {
        let folder = try DTCGImportTests.folder(["a.json": document])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (source, diagnostics) = DTCGImport.source(files: [folder.appendingPathComponent("a.json").path])
        let rendered = Diagnostic.Renderer().render(diagnostics).replacingOccurrences(of: folder.path + "/", with: "")
        return (source, String(rendered.split(separator: "\n").first ?? ""))
    }

    @Test("a hostile string, description and deprecation read back as the same text", arguments: HostileCorpus.all)
    func hostileStrings(_ entry: String) throws {
        let text = Self.json(entry)
        let document =
            "{\"s\": {\"$type\": \"fontFamily\", \"$value\": \(text),"
            + " \"$description\": \(text), \"$deprecated\": \(text)}}"
        let (source, first) = try Self.imported(document)
        let written = try #require(source, "\(first)")
        let theme = ThemeLoader().load(source: written, path: "imported.shade")
        #expect(theme.diagnostics.filter { $0.severity == .error }.map(\.message) == [], "\(written)")
        #expect(theme.value(of: "s", in: theme.appearances[0]) == .string(entry))
        #expect(theme.tokens["s"]?.deprecated == entry)
        // A `///` line keeps its text but for spaces and carriage returns at its end (Parser+Annotations.swift).
        let lines = entry.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var text = ""
            text.unicodeScalars.append(contentsOf: line.reversed().drop { $0 == " " || $0 == "\r" }.reversed())
            return text
        }
        #expect(theme.tokens["s"]?.description == lines.joined(separator: "\n"))
    }

    @Test("a hostile key is the same name in Shade, or an error naming it", arguments: HostileCorpus.all)
    func hostileKeys(_ entry: String) throws {
        let key = Self.json(entry)
        let document =
            "{\(key): {\"t\": {\"$type\": \"number\", \"$value\": 1},"
            + " \"$type\": \"number\", \(key): {\"$value\": 2}}}"
        let (source, first) = try Self.imported(document)
        if entry.hasPrefix("$") {
            #expect(first == "a.json:1:2: warning: unknown group property '\(entry)' is ignored")
        } else if entry.unicodeScalars.contains(where: { $0 == "{" || $0 == "}" || $0 == "." }) {
            #expect(first == "a.json:1:2: error: '\(entry)' is not a DTCG name: names hold no '{', '}' or '.'")
        } else if entry.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\u{7F}" || $0 == "`" }) {
            #expect(
                first == "a.json:1:2: error: the key \(DTCGJSONText.quoted(entry)) cannot be a Shade name: "
                    + "a Shade name is not empty and holds no backtick, dot or control character")
        } else {
            let written = try #require(source, "\(first)")
            let theme = ThemeLoader().load(source: written, path: "imported.shade")
            #expect(theme.diagnostics.filter { $0.severity == .error }.map(\.message) == [], "\(written)")
            #expect(theme.tokens.map(\.name) == [entry + ".t", entry + "." + entry], "\(written)")
            #expect(theme.value(of: entry + "." + entry, in: theme.appearances[0])?.description == "2")
        }
    }

    @Test("an empty key is an error at the key")
    func emptyKey() throws {
        let (source, first) = try Self.imported(#"{"": {"$type": "number", "$value": 1}}"#)
        #expect(source == nil)
        #expect(
            first == "a.json:1:2: error: the key \"\" cannot be a Shade name: "
                + "a Shade name is not empty and holds no backtick, dot or control character")
    }

    @Test("groups nested past what Shade source holds are an error at the key that goes too deep")
    func deepGroups() throws {
        let depth = 300
        let document =
            String(repeating: "{\"g\": ", count: depth) + "{\"t\": {\"$type\": \"number\", \"$value\": 1}}"
            + String(repeating: "}", count: depth)
        let (source, first) = try Self.imported(document)
        #expect(source == nil)
        #expect(
            first == "a.json:1:\(6 * 112 + 2): error: groups nested more than 112 deep;"
                + " Shade source nests at most 128 levels,"
                + " groups and expressions together")
        // As deep as allowed imports and evaluates.
        let allowed =
            String(repeating: "{\"g\": ", count: 112) + "{\"t\": {\"$type\": \"number\", \"$value\": 1}}"
            + String(repeating: "}", count: 112)
        let written = try #require(try Self.imported(allowed).source)
        let theme = ThemeLoader().load(source: written, path: "imported.shade")
        #expect(theme.diagnostics.map(\.message) == [])
        #expect(theme.tokens.map(\.name) == [Array(repeating: "g", count: 112).joined(separator: ".") + ".t"])
    }

    static let numbers: [(value: Double, written: String)] = [
        (1e-05, "0.00001"), (1e+16, "10000000000000000"), (1.5e16, "15000000000000000"), (-2.5e-7, "-0.00000025"),
        (123.456, "123.456"), (0.1, "0.1"), (0.30000000000000004, "0.30000000000000004"),
        (1e300, "1" + String(repeating: "0", count: 300)),
        (Double.leastNonzeroMagnitude, "0." + String(repeating: "0", count: 323) + "5"), (-0.0, "0"), (42, "42")
    ]

    @Test("numbers are the shortest plain decimal that reads back the same", arguments: numbers)
    func plainDecimals(value: Double, written: String) throws {
        #expect(ShadeEscaping.number(value) == written)
        #expect(Double(written) == value)
        let (source, first) = try Self.imported("{\"n\": {\"$type\": \"number\", \"$value\": \(value)}}")
        let text = try #require(source, "\(first)")
        #expect(text == "number n = \(written)\n")
        let theme = ThemeLoader().load(source: text, path: "imported.shade")
        #expect(theme.diagnostics.map(\.message) == [])
        #expect(theme.value(of: "n", in: theme.appearances[0]) == .number(value == 0 ? 0 : value))
    }
}

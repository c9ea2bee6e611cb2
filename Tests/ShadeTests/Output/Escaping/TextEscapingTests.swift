import Foundation
import ShadeTestSupport
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// `JSONEscaping`, `CSVEscaping` and `MarkdownEscaping`: every hostile text reads back from its
/// consumer's grammar as the original, and a table of exact outputs.
@Suite("Escaping: JSON, CSV, markdown")
struct TextEscapingTests {
    @Test("a JSON literal parses back as the text, with no raw control or line separator", arguments: HostileCorpus.all)
    func json(_ entry: String) throws {
        let literal = JSONEscaping.quoted(entry)
        let parsed = try #require(JSONSerialization.jsonObject(with: Data(("[" + literal + "]").utf8)) as? [String])
        #expect(parsed.map { Array($0.unicodeScalars) } == [Array(entry.unicodeScalars)])
        #expect(!literal.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{2028}" || $0 == "\u{2029}" })
    }

    static let jsonCases: [(String, String)] = [
        ("a\"b\\c", #""a\"b\\c""#), ("\n\r\t\u{0}\u{1F}", #""\n\r\t\u0000\u001f""#),
        ("x\u{2028}y\u{2029}", #""x\u2028y\u2029""#), ("\"\u{301}", "\"\\\"\u{301}\""), ("\u{7F}é", "\"\u{7F}é\""),
        ("\u{2028}", #""\u2028""#), ("\u{2027}\u{202A}", "\"\u{2027}\u{202A}\""), ("", #""""#),
        ("a\u{8}b\u{C}", #""a\u0008b\u000c""#)
    ]

    /// The literal written in place (`ByteWriter.append(jsonLiteral:)`) is the one ``quoted`` makes.
    @Test("a literal written in place is the quoted one", arguments: HostileCorpus.all + jsonCases.map(\.0))
    func jsonInPlace(_ text: String) {
        var out = ByteWriter(capacity: 1)
        out.append(jsonLiteral: text)
        #expect(String(decoding: out.finish(), as: UTF8.self) == JSONEscaping.quoted(text))
    }

    @Test("exact JSON literals", arguments: jsonCases)
    func jsonExact(input: String, output: String) {
        #expect(Array(JSONEscaping.quoted(input).unicodeScalars) == Array(output.unicodeScalars))
    }

    @Test("each ASCII byte alone is written as RFC 8259 says: escaped when it must be, else itself")
    func everyASCIIByte() {
        for byte in UInt8(0)..<0x80 {
            let expected: String
            switch byte {
            case 0x22: expected = "\\\""
            case 0x5C: expected = "\\\\"
            case 0x0A: expected = "\\n"
            case 0x0D: expected = "\\r"
            case 0x09: expected = "\\t"
            case ..<0x20: expected = "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
            default: expected = String(UnicodeScalar(byte))
            }
            #expect(JSONEscaping.quoted(String(UnicodeScalar(byte))) == "\"" + expected + "\"", "byte \(byte)")
        }
    }

    @Test("a CSV cell parses back (RFC 4180) as the text, formulas behind a quote", arguments: HostileCorpus.all)
    func csv(_ entry: String) throws {
        let cell = CSVEscaping.cell(entry)
        let parsed = try #require(RFC4180.fields(cell + ",x"))
        #expect(parsed.count == 2)
        let expected = CSVEscaping.startsFormula(entry) ? "'" + entry : entry
        #expect(parsed.first.map { Array($0.unicodeScalars) } == Array(expected.unicodeScalars))
        let visible = parsed[0].unicodeScalars.first { $0 != " " && $0 != "\n" && $0 != "\r" && $0 != "\t" }
        #expect(!(visible.map(CSVEscaping.formulaTriggers.contains) ?? false) || CSVEscaping.isPlainNumber(parsed[0]))
        #expect(parsed[0].unicodeScalars.first != "\t" && parsed[0].unicodeScalars.first != "\r")
    }

    static let csvCases: [(String, String)] = [
        ("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("a\r\nb", "\"a\r\nb\""),
        ("=HYPERLINK(\"x\")", "\"'=HYPERLINK(\"\"x\"\")\""), ("+1", "+1"), ("-1", "-1"), ("-0.5e-3", "-0.5e-3"),
        ("-4pt", "'-4pt"), ("@SUM(A1)", "'@SUM(A1)"), ("  =1+1", "'  =1+1"), ("\t1", "'\t1"),
        ("\r=1", "\"'\r=1\""), ("-", "'-"), ("=\u{301}", "'=\u{301}"), ("a=b", "a=b"), ("", "")
    ]

    @Test("exact CSV cells", arguments: csvCases)
    func csvExact(input: String, output: String) {
        #expect(Array(CSVEscaping.cell(input).unicodeScalars) == Array(output.unicodeScalars))
    }

    @Test("a markdown cell holds no unescaped '|' and no line break", arguments: HostileCorpus.all)
    func markdown(_ entry: String) {
        let cell = MarkdownEscaping.tableCell(entry)
        var escaped = false
        for scalar in cell.unicodeScalars {
            #expect(escaped || scalar != "|", "\(cell.debugDescription)")
            escaped = !escaped && scalar == "\\"
        }
        let breaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]
        #expect(!cell.unicodeScalars.contains(where: breaks.contains))
        #expect(!cell.unicodeScalars.contains(where: XMLEscaping.isInvisibleControl))
    }

    static let markdownCases: [(String, String)] = [
        ("a|b", "a\\|b"), ("a\\|b", "a\\\\\\|b"), ("a\\nb\\", "a\\nb\\"),
        ("|\u{301}", "\\|\u{301}"), ("a\nb\r\nc\u{2028}d", "a<br>b<br>c<br>d"),
        ("`code`", "\\`code\\`"), ("<script>", "\\<script\\>"), ("&amp;", "\\&amp;"), ("rtl\u{202E}x", "rtl&#x202e;x"),
        ("Semantic.primary", "Semantic.primary"), ("#3c64f4", "#3c64f4")
    ]

    @Test("exact markdown cells", arguments: markdownCases)
    func markdownExact(input: String, output: String) {
        #expect(Array(MarkdownEscaping.tableCell(input).unicodeScalars) == Array(output.unicodeScalars))
    }
}

/// An RFC 4180 reader of one record (CRLF inside quotes is data).
enum RFC4180 {
    /// The record's fields; nil when it is malformed (a quote inside an unquoted field, text after a closing quote).
    static func fields(_ record: String) -> [String]? {
        var fields: [String] = [], field = String.UnicodeScalarView()
        var scalars = record.unicodeScalars[...]
        while true {
            if scalars.first == "\"" {
                scalars = scalars.dropFirst()
                while true {
                    guard let scalar = scalars.popFirst() else { return nil }
                    if scalar == "\"" {
                        guard scalars.first == "\"" else { break }
                        scalars = scalars.dropFirst()
                    }
                    field.append(scalar)
                }
                guard scalars.isEmpty || scalars.first == "," else { return nil }
            } else {
                while let scalar = scalars.first, scalar != "," {
                    if scalar == "\"" || scalar == "\r" || scalar == "\n" { return nil }
                    field.append(scalar)
                    scalars = scalars.dropFirst()
                }
            }
            fields.append(String(field))
            field = String.UnicodeScalarView()
            guard scalars.popFirst() != nil else { return fields }
        }
    }
}

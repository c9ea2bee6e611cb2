import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ShadeTestSupport
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// `XMLEscaping`: every hostile text, put in each XML context, parses back (Foundation's
/// `XMLParser`) as the original wherever XML 1.0 can hold it.
@Suite("Escaping: XML")
struct XMLEscapingTests {
    /// The text XML 1.0 can hold: each scalar it cannot as U+FFFD.
    static func representable(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.map { XMLEscaping.isXMLCharacter($0) ? $0 : "\u{FFFD}" }
    }

    @Test("character data parses back as the text", arguments: HostileCorpus.all)
    func text(_ entry: String) throws {
        let parsed = try #require(XMLReadBack.parse("<r>" + XMLEscaping.text(entry) + "</r>"))
        #expect(Array(parsed.text.unicodeScalars) == Self.representable(entry))
    }

    @Test("an attribute value parses back as the text", arguments: HostileCorpus.all)
    func attribute(_ entry: String) throws {
        let parsed = try #require(XMLReadBack.parse("<r a=\"" + XMLEscaping.attribute(entry) + "\"/>"))
        #expect(Array((parsed.attributes["a"] ?? "").unicodeScalars) == Self.representable(entry))
    }

    @Test("a comment parses, holds no '--', does not end with '-' and is one line", arguments: HostileCorpus.all)
    func comment(_ entry: String) throws {
        let comment = XMLEscaping.comment(entry)
        #expect(comment.hasPrefix("<!-- ") && comment.hasSuffix(" -->"))
        let inner = String(comment.unicodeScalars.dropFirst(4).dropLast(3))
        let scalars = Array(inner.unicodeScalars)
        #expect(!zip(scalars, scalars.dropFirst()).contains { $0 == "-" && $1 == "-" })
        #expect(inner.unicodeScalars.last != "-")
        #expect(!inner.unicodeScalars.contains(where: XMLEscaping.isInvisibleControl))
        let parsed = try #require(XMLReadBack.parse("<r>" + comment + "</r>"))
        #expect(parsed.comments.count == 1)
    }

    @Test("an Android string body parses as XML with no control left raw", arguments: HostileCorpus.all)
    func androidString(_ entry: String) throws {
        let body = XMLEscaping.androidString(entry)
        let parsed = try #require(XMLReadBack.parse("<r>" + body + "</r>"))
        #expect(!parsed.text.unicodeScalars.contains(where: XMLEscaping.isInvisibleControl))
    }

    static let exact: [(context: String, input: String, output: String)] = [
        ("text", "a < b & c > d", "a &lt; b &amp; c &gt; d"),
        ("text", "a\r\nb\u{0}c\u{FFFE}", "a&#13;\nb\u{FFFD}c\u{FFFD}"),
        ("text", "<\u{301}", "&lt;\u{301}"),
        ("attribute", "\"x\"\t\n", "&quot;x&quot;&#9;&#10;"),
        ("comment", "P--", "<!-- P- -  -->"),
        ("comment", "--><evil/><!--", "<!-- - -><evil/><!- -  -->"),
        ("comment", "-\u{301}-", "<!-- -\u{301}-  -->"),
        ("comment", "a\n\nb\u{202E}c", "<!-- a b c -->"),
        ("comment", "---", "<!-- - - -  -->"),
        ("android", "@string/x", "\"\\@string/x\""),
        ("android", "?attr a@b", "\"\\?attr a@b\""),
        ("android", "it's \"q\" \\ <b>&", "\"it's \\\"q\\\" \\\\ &lt;b&gt;&amp;\""),
        ("android", "a\nb\tc\rd\u{0}e\u{85}f\u{2028}g\u{202E}", "\"a\\nb\\tc\\u000dd\\u0000e\\u0085f\\u2028g\\u202e\""),
        ("android", "e\u{301} \u{1F3A8}", "\"e\u{301} \u{1F3A8}\"")
    ]

    @Test("exact outputs", arguments: exact)
    func exactOutput(_ row: (context: String, input: String, output: String)) {
        let output =
            switch row.context {
            case "text": XMLEscaping.text(row.input)
            case "attribute": XMLEscaping.attribute(row.input)
            case "comment": XMLEscaping.comment(row.input)
            default: XMLEscaping.androidString(row.input)
            }
        #expect(Array(output.unicodeScalars) == Array(row.output.unicodeScalars))
    }
}

/// A small XML document read with Foundation's `XMLParser`: the root's text, attributes and comments.
final class XMLReadBack: NSObject, XMLParserDelegate {
    var text = ""
    var attributes: [String: String] = [:]
    var comments: [String] = []

    static func parse(_ document: String) -> XMLReadBack? {
        let reader = XMLReadBack()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = reader
        return parser.parse() ? reader : nil
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        self.attributes = attributes
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    func parser(_ parser: XMLParser, foundComment comment: String) { comments.append(comment) }
}

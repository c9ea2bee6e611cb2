@testable import ShadeImport
@testable import ShadeSyntax
import Testing

/// A member's key is found from its value: a node keeps how far before the value the key starts,
/// and past 65,534 bytes (a key that long, or that much space around the colon) reads back from
/// the value over the colon to the first quote not escaped.
@Suite("JSON: members' keys found from their values")
struct JSONMemberKeyTests {
    /// The space written between each key and its colon, and between the colon and the value.
    static let gaps = ["", " ", "\n\t \r\n", String(repeating: " ", count: 70_000)]
    /// Keys as JSON writes them, and their text.
    static let keys: [(json: String, text: String)] = [
        (#""a""#, "a"), (#""a\"b""#, "a\"b"), (#""a\\""#, "a\\"), (#""\\\"\\""#, "\\\"\\"), (#""\"""#, "\""),
        ("\"" + String(repeating: "k", count: 70_000) + "\"", String(repeating: "k", count: 70_000))
    ]

    @Test(arguments: gaps, keys)
    func keyAndPlace(gap: String, key: (json: String, text: String)) throws {
        let json = "{\"first\": [1, {\"inner\": true}], " + key.json + gap + ":" + gap + "\"value\"}"
        var log = DiagnosticLog(sources: SourceMap())
        let file = log.sources.add(SourceFile(path: "t.json", bytes: Array(json.utf8), indexingLines: false))
        let root = try #require(JSONReader.read(file: file, bytes: log.sources[file].bytes, log: &log))
        let members = try #require(root.members)
        #expect(members.map(\.key) == ["first", key.text])
        let member = try #require(Array(members).last)
        let start = json.utf8.count - key.json.utf8.count - 2 * gap.utf8.count - "\"value\"}".utf8.count - 1
        #expect(member.keyRange == TextRange(file: file, start: start, end: start + key.json.utf8.count))
        #expect(root[key.text]?.string == "value")
        #expect(root["first"]?.items?.last?["inner"]?.bool == true)
    }

    @Test(arguments: gaps)
    func duplicateKeyNamed(gap: String) {
        let json = "{\"a\\\"b\"" + gap + ":" + gap + "1, \"a\\\"b\"" + gap + ":" + gap + "{}}"
        var log = DiagnosticLog(sources: SourceMap())
        let file = log.sources.add(SourceFile(path: "t.json", bytes: Array(json.utf8), indexingLines: false))
        _ = JSONReader.read(file: file, bytes: log.sources[file].bytes, log: &log)
        #expect(log.diagnostics.map(\.message) == ["duplicate key 'a\"b'"])
    }

    /// In an object of more than eight members the keys are looked up in a table: a duplicate
    /// is found however far it stands from the first, and a key written with an escape meets
    /// the same key written without one.
    @Test func duplicatesInALargeObject() {
        var members = (0..<40).map { "\"k\($0)\": \($0)" }
        members.insert("\"k3\": 1", at: 30)
        members.insert("\"\\u006b7\": 2", at: 35)
        members.append("\"k\\\"q\": 3")
        members.append("\"k\\\"q\": 4")
        let json = "{" + members.joined(separator: ", ") + "}"
        var log = DiagnosticLog(sources: SourceMap())
        let file = log.sources.add(SourceFile(path: "t.json", bytes: Array(json.utf8), indexingLines: false))
        _ = JSONReader.read(file: file, bytes: log.sources[file].bytes, log: &log)
        #expect(log.diagnostics.map(\.message) == ["duplicate key 'k3'", "duplicate key 'k7'", "duplicate key 'k\"q'"])
    }
}

@testable import ShadeImport
@testable import ShadeSyntax
import Testing

/// A group's member is a token when it has a `$value`, a `$ref`, or a `$type` among keys that are
/// all properties; the fields are read in one walk over its members, escaped keys decoded
/// (Sources/ShadeImport/Import/DTCGTokenFields.swift).
@Suite("DTCG import: a member's token fields")
struct DTCGTokenFieldsTests {
    /// A member's JSON, whether it is a token, whether it has a `$description` or `$extensions`,
    /// and the text of its `$value`, `$ref`, `$type` and `$deprecated` as written (nil: none).
    /// Keys near the ones read (`$values`, `$extension`, `$typ`) are other properties.
    static let cases: [(json: String, isToken: Bool, hasNotes: Bool, fields: [String?])] = [
        (##"{"$type": "color", "$value": "#fff"}"##, true, false, [##""#fff""##, nil, #""color""#, nil]),
        (##"{"$ref": "#/a/$value"}"##, true, false, [nil, ##""#/a/$value""##, nil, nil]),
        (#"{"$type": "color", "$description": "d"}"#, true, true, [nil, nil, #""color""#, nil]),
        (#"{"$type": "color", "a": {"$value": 1}}"#, false, false, [nil, nil, #""color""#, nil]),
        (#"{"a": {"$value": 1}, "$deprecated": true}"#, false, false, [nil, nil, nil, "true"]),
        (#"{"$\u0076alue": 2, "$deprecated": "old"}"#, true, false, ["2", nil, nil, #""old""#]),
        (#"{"$value": 1, "$value": 2}"#, true, false, ["1", nil, nil, nil]),
        (#"{"$description": "only"}"#, false, true, [nil, nil, nil, nil]),
        (#"{"\u0024description": "d", "$type": "color"}"#, true, true, [nil, nil, #""color""#, nil]),
        (#"{"\u0061": {"$value": 1}, "$type": "color"}"#, false, false, [nil, nil, #""color""#, nil]),
        (#"{"$extensions": {}, "$value": 1}"#, true, true, ["1", nil, nil, nil]),
        (#"{"$values": 1, "$extension": 2, "$type": "color"}"#, true, false, [nil, nil, #""color""#, nil]),
        (#"{"$typ": 1, "$value": {"$type": 3}}"#, true, false, [#"{"$type": 3}"#, nil, nil, nil]),
        (#"{"$value\"x": 1, "$type": "color"}"#, true, false, [nil, nil, #""color""#, nil]),
        ("[1, 2]", false, false, [nil, nil, nil, nil]),
        (#""$value""#, false, false, [nil, nil, nil, nil])
    ]

    @Test(arguments: cases)
    func fields(json: String, isToken: Bool, hasNotes: Bool, fields expected: [String?]) throws {
        var log = DiagnosticLog(sources: SourceMap())
        let file = log.sources.add(SourceFile(path: "t.json", bytes: Array(json.utf8), indexingLines: false))
        let node = try #require(JSONReader.read(file: file, bytes: log.sources[file].bytes, log: &log))
        let fields = DTCGTokenFields(node)
        func written(_ field: JSONNode?) -> String? {
            field.map { String(decoding: Array(json.utf8)[Int($0.node.start)..<Int($0.node.end)], as: UTF8.self) }
        }
        #expect(fields.isToken == isToken)
        #expect(fields.hasNotes == hasNotes)
        #expect([fields.value, fields.ref, fields.type, fields.deprecated].map(written) == expected)
    }
}

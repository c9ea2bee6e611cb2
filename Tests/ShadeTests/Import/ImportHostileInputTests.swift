import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// `shade import` given hostile documents: each once trapped, escaped the resolver's folder or
/// took far too long; now each is a located error or a quick, correct import.
@Suite("Import: hostile input")
struct ImportHostileInputTests {
    /// The first line of what importing `files` reports (the first file is imported), the
    /// folder's path taken out.
    static func firstMessage(_ files: [String: String], importing name: String) throws -> String {
        let folder = try DTCGImportTests.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let rendered = DTCGImportTests.rendered([folder.appendingPathComponent(name).path], folder: folder)
        return String(rendered.split(separator: "\n").first ?? "")
    }

    static let surrogate =
        " in a string: a high surrogate (\\uD800–\\uDBFF)"
        + " must be followed by a low one (\\uDC00–\\uDFFF)"

    /// A lone surrogate is no Unicode scalar: it once trapped (an unsigned subtraction below zero).
    static let loneSurrogates: [(json: String, message: String)] = [
        (
            #"{"s": {"$type": "fontFamily", "$value": "\ud800\u0041"}}"#,
            "a.json:1:42: error: lone UTF-16 surrogate '\\ud800'" + surrogate
        ),
        (
            #"{"s": {"$type": "fontFamily", "$value": "x\udbff"}}"#,
            "a.json:1:43: error: lone UTF-16 surrogate '\\udbff'" + surrogate
        ),
        (
            #"{"s": {"$type": "fontFamily", "$value": "\udc00"}}"#,
            "a.json:1:42: error: lone UTF-16 surrogate '\\udc00'" + surrogate
        ),
        (#"{"\ud800\ud800": 1}"#, "a.json:1:3: error: lone UTF-16 surrogate '\\ud800'" + surrogate)
    ]

    @Test("a lone surrogate escape is a located error, not a trap", arguments: loneSurrogates)
    func loneSurrogate(json: String, message: String) throws {
        #expect(try Self.firstMessage(["a.json": json], importing: "a.json") == message)
    }

    /// A `$root` without `$value` (or not an object at all) once trapped on a force unwrap; the
    /// fuzzer found it (Fuzz/Sources/fuzz-import).
    static let rootsWithoutValue: [(json: String, message: String)] = [
        (
            #"{"g": {"$root": {"$type": "color"}}}"#,
            "a.json:1:17: error: g.$root: this token has no \"$value\""
        ),
        (
            #"{"g": {"$root": 3}}"#,
            "a.json:1:17: error: g.$root: this token has no \"$value\""
        )
    ]

    /// Hex text the importer once wrote into Shade as it was, which eval then refused (found by
    /// fuzz-import): a fallback of nine digits, fullwidth digits (hex digits to `Character`).
    static let badHex: [(json: String, message: String)] = [
        (
            ##"{"c": {"$type": "color", "$value": {"colorSpace": "foo", "components": [1, 2, 3], "hex": "#dbealabfe"}}}"##,
            ##"a.json:1:90: error: c: the "hex" fallback is not a hex color ("#rrggbb" or "#rrggbbaa")"##
        ),
        (
            ##"{"d": {"$type": "color", "$value": "#ＡＢＣ"}}"##,
            ##"a.json:1:36: error: d: a color is {"colorSpace": …, "components": [3 numbers], "alpha": …} or a "#rrggbb" string"##
        )
    ]

    @Test("hex text that is no Shade hex color is a located error", arguments: badHex)
    func hexColors(json: String, message: String) throws {
        #expect(try Self.firstMessage(["a.json": json], importing: "a.json") == message)
    }

    @Test("a $root with no $value is a located error, not a trap", arguments: rootsWithoutValue)
    func rootWithoutValue(json: String, message: String) throws {
        #expect(try Self.firstMessage(["a.json": json], importing: "a.json") == message)
    }

    /// A border's style outside Shade's named styles left the import writing a theme that
    /// does not load (the fuzzer's find); a dash pattern was drawn solid without a word.
    static let borderStyles: [(style: String, message: String)] = [
        (#""solidx""#, "a.json:1:104: error: b: unknown border style 'solidx'"),
        (
            #"{"dashArray": [{"value": 2, "unit": "px"}], "lineCap": "round"}"#,
            "a.json:1:104: error: b: a border whose style is a dash pattern has no Shade form"
        )
    ]

    @Test("a border style Shade has no name for is a located error", arguments: borderStyles)
    func borderStyle(style: String, message: String) throws {
        let json =
            ##"{"b": {"$type": "border", "$value": {"color": "#000000", "width": {"value": 1, "unit": "px"}, "style": "##
            + style + "}}}"
        #expect(try Self.firstMessage(["a.json": json], importing: "a.json") == message)
    }

    /// JSON is UTF-8 (RFC 8259): a byte that is not UTF-8 used to reach the theme as U+FFFD.
    static let notUTF8: [(bytes: [UInt8], place: String)] = [
        (Array(#"{"s": {"$type": "fontFamily", "$value": "caf"#.utf8) + [0xC3, 0xC3] + Array(#""}}"#.utf8), "1:45"),
        (Array("{\n  \"s\": 1 ".utf8) + [0xFF] + Array("}".utf8), "2:10")
    ]

    @Test("a byte that is not UTF-8 is a located error", arguments: notUTF8)
    func invalidUTF8(bytes: [UInt8], place: String) throws {
        let folder = try DTCGImportTests.folder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(bytes).write(to: folder.appendingPathComponent("a.json"))
        let rendered = DTCGImportTests.rendered([folder.appendingPathComponent("a.json").path], folder: folder)
        #expect(rendered.hasPrefix("a.json:\(place): error: the file is not valid UTF-8\n"), "\(rendered)")
    }

    /// An sRGB color's `hex` is a hint beside its components; a hint that is no hex color (a sign,
    /// a letter past `f`, too short) once trapped on a negative byte (found by fuzz-import). The
    /// color is read from its components.
    static let components = ThemeColor(red: 0.082, green: 0.502, blue: 0.239, alpha: 1)
    static let badHexHints: [(hint: String, expected: ThemeColor)] = [
        ("#-5803d", components),
        ("#+5803d", components),
        ("#15803g", components),
        ("15803d", components),
        ("#15803d", ThemeColor(bytes: 0x15, 0x80, 0x3d, alpha: 1))
    ]

    @Test("an sRGB color's hex hint that is no hex color is passed over", arguments: badHexHints)
    func badHexHint(hint: String, expected: ThemeColor) throws {
        let document =
            #"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.082, 0.502, 0.239], "hex": ""#
            + hint + #""}}}"#
        let folder = try DTCGImportTests.folder(["a.json": document])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, theme) = try DTCGImportTests.imported([folder.appendingPathComponent("a.json").path])
        #expect(theme.value(of: "c", in: theme.appearances[0]) == .color(expected))
    }

    @Test("a surrogate pair is one character")
    func surrogatePair() throws {
        let document = #"{"s": {"$type": "fontFamily", "$value": "\ud83c\udfa8"}}"#
        let folder = try DTCGImportTests.folder(["a.json": document])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, theme) = try DTCGImportTests.imported([folder.appendingPathComponent("a.json").path])
        #expect(theme.value(of: "s", in: theme.appearances[0]) == .string("\u{1F3A8}"))
    }

    /// A resolver of `count` modifiers of `contexts` contexts each (plain modifiers, or in Shade's
    /// own export shape, with axes recorded under `$extensions`).
    static func resolver(modifiers count: Int, contexts: Int, shadeShape: Bool) -> String {
        if shadeShape {
            let axes = (0..<count).map { axis in
                "\"axis\(axis)\": [" + (0..<contexts).map { "\"a\(axis)v\($0)\"" }.joined(separator: ", ") + "]"
            }
            let first = "{" + (0..<count).map { "\"axis\($0)\": \"a\($0)v1\"" }.joined(separator: ", ") + "}"
            let shade = "{\"axes\": {\(axes.joined(separator: ", "))}, \"appearances\": {\"a\": {}, \"b\": \(first)}}"
            return """
                {"version": "2025.10", "modifiers": {"appearance": {"contexts": {"a": [], "b": []},
                  "$extensions": {"dev.shade": \(shade)}}},
                 "resolutionOrder": [{"$ref": "#/modifiers/appearance"}]}
                """
        }
        let modifiers = (0..<count).map { index in
            let values = (0..<contexts).map { "\"m\(index)v\($0)\": []" }.joined(separator: ", ")
            return "\"m\(index)\": {\"contexts\": {" + values + "}}"
        }
        let order = (0..<count).map { "{\"$ref\": \"#/modifiers/m\($0)\"}" }
        return "{\"version\": \"2025.10\", \"modifiers\": {\(modifiers.joined(separator: ", "))},\n"
            + " \"resolutionOrder\": [\(order.joined(separator: ", "))]}"
    }

    @Test("a resolver whose modifiers make too many appearances is an error, never an overflow")
    func tooManyModifiers() throws {
        let plainResolver = Self.resolver(modifiers: 20, contexts: 2, shadeShape: false)
        let plain = try Self.firstMessage(["r.resolver.json": plainResolver], importing: "r.resolver.json")
        let axes = (0..<20).map { "m\($0) (2)" }.joined(separator: ", ")
        #expect(
            plain == "r.resolver.json:2:21: error: the modifiers make more than 4096 appearances"
                + " (scheme and contrast times "
                + axes + "); a Shade theme has at most 4096")
        // Shade's own shape: 20 axes of 10 values is 10^20 combinations, past Int.max.
        let shapedResolver = Self.resolver(modifiers: 20, contexts: 10, shadeShape: true)
        let shaped = try Self.firstMessage(["r.resolver.json": shapedResolver], importing: "r.resolver.json")
        let shapedAxes = (0..<20).map { "axis\($0) (10)" }.joined(separator: ", ")
        #expect(
            shaped == "r.resolver.json:3:21: error: the modifiers make more than 4096 appearances"
                + " (scheme and contrast times "
                + shapedAxes + "); a Shade theme has at most 4096")
    }

    @Test("a source reached through a symbolic link to a folder outside is refused")
    func symlinkedFolder() throws {
        let outside = try DTCGImportTests.folder(["secret.tokens.json": #"{"s": {"$type": "number", "$value": 1}}"#])
        let resolver =
            #"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "linked/secret.tokens.json"}]}}, "#
            + ##""resolutionOrder": [{"$ref": "#/sets/s"}]}"##
        let folder = try DTCGImportTests.folder(["r.resolver.json": resolver])
        defer { for url in [outside, folder] { try? FileManager.default.removeItem(at: url) } }
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("linked"),
            withDestinationURL: outside)
        let rendered = DTCGImportTests.rendered([folder.appendingPathComponent("r.resolver.json").path], folder: folder)
        #expect(
            String(rendered.split(separator: "\n")[0])
                == "r.resolver.json:1:60: error: 'linked/secret.tokens.json' is outside"
                + " the resolver's folder; sources must stay inside it (through a symbolic link)")
    }

    @Test("a source in a real folder inside is read")
    func realFolderInside() throws {
        let resolver =
            #"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "inner/a.tokens.json"}]}}, "#
            + ##""resolutionOrder": [{"$ref": "#/sets/s"}]}"##
        let folder = try temporaryFolder([
            "r.resolver.json": resolver,
            "inner/a.tokens.json": #"{"s": {"$type": "number", "$value": 2}}"#
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, theme) = try DTCGImportTests.imported([folder.appendingPathComponent("r.resolver.json").path])
        #expect(theme.string("s") == "2")
    }

    /// `count` tokens: `t0` a number, each next one an untyped alias of the one before.
    static func aliasChain(_ count: Int) -> String {
        var members = [#""t0": {"$type": "number", "$value": 1}"#]
        for index in 1..<count { members.append("\"t\(index)\": {\"$value\": \"{t\(index - 1)}\"}") }
        return "{" + members.joined(separator: ",\n") + "}"
    }

    @Test("a chain of 8,000 untyped aliases imports in seconds at most (it was cubic: 29 s)")
    func longAliasChain() throws {
        let folder = try DTCGImportTests.folder(["a.json": Self.aliasChain(8_000)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = ContinuousClock()
        var result: (source: String?, diagnostics: [Diagnostic]) = (nil, [])
        let path = folder.appendingPathComponent("a.json").path
        let elapsed = clock.measure { result = DTCGImport.source(files: [path]) }
        let source = try #require(result.source, "\(Diagnostic.Renderer().render(result.diagnostics))")
        #expect(source.contains("number t7999 = t7998\n"))
        // Alone, a debug build takes about 0.2 s; the bound leaves room for a loaded machine.
        #expect(elapsed < .seconds(5), "\(elapsed)")
    }

    @Test("an untyped alias chain that ends at an untyped value reports every token of it; a cycle reports the cycle")
    func untypedChains() throws {
        let json =
            #"{"a": {"$value": 1}, "b": {"$value": "{a}"}, "c": {"$value": "{b}"}, "x": {"$value": "{y}"}, "#
            + #""y": {"$value": "{x}"}}"#
        let folder = try DTCGImportTests.folder(["a.json": json])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, diagnostics) = DTCGImport.source(files: [folder.appendingPathComponent("a.json").path], strict: true)
        #expect(
            diagnostics.map(\.message) == [
                "a: no $type: neither its own, nor a group's, nor an alias's",
                "b: no $type: neither its own, nor a group's, nor an alias's",
                "c: no $type: neither its own, nor a group's, nor an alias's",
                "x: alias cycle: {x} → {y} → {x}"
            ])
    }

    /// A typography of every field, its family `family`.
    static func typography(family: String) -> String {
        #"{"fontFamily": ""# + family + #"", "fontSize": {"value": 1, "unit": "rem"}, "fontWeight": 400, "#
            + #""lineHeight": 1.5, "letterSpacing": {"value": 0, "unit": "px"}}"#
    }

    /// An alias inside a composite can close a cycle too: the token names itself through a member,
    /// or a member names a token whose alias leads back. `--strict` refuses the cycle as it does a
    /// cycle of whole values; without it the tokens of the cycle, and those that use them, are
    /// left out.
    @Test(
        "a cycle through a composite's member is an alias cycle",
        arguments: [
            (
                #"{"f": {"$type": "typography", "$value": "# + typography(family: "{f}") + "}}",
                ["f: alias cycle: {f} → {f}"]
            ),
            (
                #"{"font": {"$type": "typography", "a": {"$value": "# + typography(family: "{font.b}") + "}, "
                    + #""b": {"$value": "{font.a}"}, "c": {"$value": "{font.b}"}}}"#,
                ["font.a: alias cycle: {font.a} → {font.b} → {font.a}"]
            ),
            (
                #"{"s": {"$type": "shadow", "$value": {"color": "{t}", "offsetX": {"value": 0, "unit": "px"}, "#
                    + #""offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 3, "unit": "px"}, "#
                    + #""spread": {"value": 0, "unit": "px"}}}, "t": {"$type": "color", "$value": "{s}"}}"#,
                ["s: alias cycle: {s} → {t} → {s}", "t: 's' is a shadow token, where a color is needed"]
            )
        ])
    func memberCycles(json: String, messages: [String]) throws {
        let folder = try DTCGImportTests.folder(["a.json": json])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a.json").path
        let strict = DTCGImport.source(files: [path], strict: true)
        #expect(strict.source == nil)
        #expect(strict.diagnostics.map(\.message) == messages)
        let lenient = DTCGImport.source(files: [path])
        let source = try #require(lenient.source)
        #expect(lenient.diagnostics.map(\.message).contains(messages[0] + "; left out"))
        #expect(ThemeLoader().load(source: source, path: "imported.shade").errorMessages == [])
    }

    /// What the import fuzzer found (Fuzz/run.sh): a typography whose family is an alias of the
    /// token itself was written as Shade that names itself. Its other tokens import, and load.
    @Test func theFuzzersMemberCycleImports() throws {
        let path = DTCGImportTests.fixtures.appendingPathComponent("member-cycle.tokens.json").path
        let (source, diagnostics) = DTCGImport.source(files: [path])
        #expect(diagnostics.map(\.message).contains("font.sans: alias cycle: {font.sans} → {font.sans}; left out"))
        let text = try #require(source)
        #expect(!text.contains("typography sans"))
        #expect(ThemeLoader().load(source: text, path: "imported.shade").errorMessages == [])
    }
}

import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// A DTCG `$description` that breaks its line (a lone CR, CRLF, U+2028) and goes on as Swift
/// code, carried end to end: imported as `shade import` does (``DTCGImport/source(files:)``),
/// loaded, exported to Swift. The description lands on comment lines only, and the file compiles
/// with the stand-ins and resolves exactly as its twin without descriptions.
@Suite("Export: a DTCG description with line breaks, imported and exported to Swift")
struct DTCGDescriptionSwiftTests {
    /// Each break, as JSON writes it, with the token it describes.
    static let breaks: [(token: String, escaped: String)] = [
        ("lone", "\\r"), ("crlf", "\\r\\n"), ("lineSeparator", "\\u2028"), ("nextLine", "\\u0085")
    ]

    /// The token file: one color per break, its description the break then a declaration.
    static func tokens(described: Bool) -> String {
        let entries = breaks.enumerated().map { index, entry in
            let description =
                described
                ? #", "$description": "ok\#(entry.escaped)public let injected\#(index) = 1 }; let x\#(index) = 2""#
                : ""
            return "\"\(entry.token)\": {\"$type\": \"color\", \"$value\": \"#3c64f\(index)\"" + description + "}"
        }
        return "{\"group\": {" + entries.joined(separator: ", ") + "}}\n"
    }

    /// The Swift file of the theme imported from `json`.
    static func swift(_ json: String, namespace: String, in folder: URL) throws -> (theme: Theme, text: String) {
        let file = folder.appendingPathComponent("\(namespace).tokens.json")
        try Data(json.utf8).write(to: file)
        let imported = DTCGImport.source(files: [file.path])
        let source = try #require(imported.source, "\(imported.diagnostics.map(\.message))")
        let theme = load(source)
        try #require(!theme.hasErrors, "\(rendered(theme))")
        let product = try theme.export(to: .swift, options: ExportTarget.Options(namespace: namespace)).get()
        #expect(product.warnings == [])
        guard case let .file(bytes) = product.output else { throw ExportError.usage("not a file") }
        return (theme, String(decoding: bytes, as: UTF8.self))
    }

    @Test("the description stays on comment lines, and the file compiles and resolves as its twin's")
    func descriptionOnCommentLinesOnly() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("shade-dtcg-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let described = try Self.swift(Self.tokens(described: true), namespace: "Described", in: folder)
        let plain = try Self.swift(Self.tokens(described: false), namespace: "Plain", in: folder)
        // Every line break Swift knows, so a line that only some reader breaks is caught too.
        let breaking: Set<Character> = ["\n", "\r", "\r\n", "\u{2028}", "\u{2029}", "\u{85}", "\u{0B}", "\u{0C}"]
        let lines = described.text.split(omittingEmptySubsequences: false) { breaking.contains($0) }
        for index in Self.breaks.indices {
            let carrying = lines.filter { $0.contains("injected\(index)") }
            #expect(!carrying.isEmpty, "the description of token \(index) is not in the file")
            for line in carrying {
                #expect(line.drop { $0 == " " }.hasPrefix("//"), "a line starts code: \(line.debugDescription)")
            }
        }
        #expect(!described.text.unicodeScalars.contains { $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{85}" })
        for declaration in ["public static let ", "public enum ", "case ", "public static var "] {
            #expect(
                HostileSwiftExportTests.count(declaration, in: Array(described.text.utf8))
                    == HostileSwiftExportTests.count(declaration, in: Array(plain.text.utf8)), "\(declaration)")
        }
        let failure = try SwiftHarness.buildStandIns(.uiKit, in: folder)
        try #require(failure == nil, "\(failure ?? "")")
        try Data(described.text.utf8).write(to: folder.appendingPathComponent("Described.swift"))
        try Data(plain.text.utf8).write(to: folder.appendingPathComponent("Plain.swift"))
        let entries = [
            SwiftHarness.Entry(namespace: "Described", theme: described.theme, source: "described"),
            SwiftHarness.Entry(namespace: "Plain", theme: plain.theme, source: "plain")
        ]
        let harness = SwiftHarness.harness(entries, platform: .uiKit)
        try Data(harness.utf8).write(to: folder.appendingPathComponent("Harness.swift"))
        let sources = ["Described.swift", "Plain.swift", "Harness.swift"]
        let built = try SwiftHarness.buildHarness(sources, platform: .uiKit, in: folder)
        try #require(built == nil, "the exported Swift does not compile:\n\(built ?? "")")
        let run = try SwiftHarness.run(folder.appendingPathComponent("harness"), [], in: folder)
        try #require(run.status == 0, "the harness failed:\n\(run.output)")
        let rows = try JSONDecoder().decode([[String]].self, from: Data(run.output.utf8))
        let byNamespace = Dictionary(grouping: rows, by: { $0[0] }).mapValues { $0.map { Array($0.dropFirst()) } }
        #expect(byNamespace["Described"] == byNamespace["Plain"])
        #expect(byNamespace["Plain"]?.count ?? 0 >= Self.breaks.count)
    }
}

import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// `shade export --to android`: every resource file validates against the resource schema, and
/// read back as Android resolves it, every value equals what `shade eval --format json` gives.
@Suite("Export: Android resources")
struct AndroidExportTests {
    static let examples = AssetCatalogExportTests.examples

    /// Every type, static and varying on scheme, contrast or both, with strings that need escapes.
    static let everyType = """
        color plain = #3c64f4
        color translucent = #00000080
        color both = if highContrast then dynamic(light: #000000, dark: #ffffff) else dynamic(light: #222222, dark: #dddddd)
        number opacity = dynamic(normal: 0.7, high: 0.95)
        number tiny = 0.00001
        dimension gutter = dynamic(light: 16pt, dark: 18pt)
        dimension hairline = 1px
        dimension inset = 4dp
        dimension fade = dynamic(light: 200ms, dark: 250ms)
        dimension slow = 0.5s
        bool bordered = dynamic(normal: false, high: true)
        string quote = "He said \\"hi\\" & left <now>\\n\\ttab \\\\ back"
        string spaced = "  two  spaces  "
        string at = "@string/not_a_reference"
        string question = "?attr"
        string apostrophe = "it's"
        font title = font("Marker Felt", 24pt, weight: bold)
        group Semantic { color keyColor = dynamic(light: #3c64f4, dark: #6f8ff7) }
        """

    static let cases: [(name: String, source: String?, selection: [String: String])] =
        [
            ("every type", everyType, [:]),
            ("dynamic-button.shade", nil, [:]),
            ("semantic-colors.shade", nil, [:]),
            ("material.shade", nil, [:]),
            ("system-palette.shade", nil, [:]),
            ("brands.shade", nil, ["brand": "acme"]),
            ("brands.shade", nil, ["brand": "globex"])
        ] + FallbackThemes.selections

    @Test("every value reads back equal to eval's JSON in light, dark, normal and high contrast", arguments: cases)
    func readsBackEqual(_ row: (name: String, source: String?, selection: [String: String])) throws {
        let theme =
            row.source.map { load($0) }
            ?? ThemeLoader().load(files: [Self.examples.appendingPathComponent(row.name).path])
        #expect(theme.diagnostics.filter { $0.severity == .error } == [])
        guard
            case let .folder(files) = try theme.export(
                to: .android, options: ExportTarget.Options(selection: row.selection)
            )
            .get().output
        else {
            Issue.record("android must export a folder")
            return
        }
        let reader = AndroidResourceReader(
            files: Dictionary(uniqueKeysWithValues: files.map { ($0.path, Data($0.bytes)) }))
        #expect(reader.problems == [])
        let json = try #require(JSONSerialization.jsonObject(with: Data(theme.renderData(.json))) as? [String: Any])
        var compared = 0
        for token in try #require(json["tokens"] as? [[String: Any]]) {
            let name = try #require(token["name"] as? String), type = try #require(token["type"] as? String)
            guard type != "font" else { continue }
            let values = try #require(token["values"] as? [String: Any])
            let resource = AndroidNaming.resourceName(name).name
            let isDuration =
                type == "dimension"
                && (values.first?.value as? String).map {
                    $0.hasSuffix("ms") || $0.hasSuffix("s") && !$0.hasSuffix("rem")
                } ?? false
            let element = isDuration ? "integer" : ["dimension": "dimen"][type] ?? type
            for dark in [false, true] {
                for high in [false, true] {
                    let settings = ["scheme": dark ? "dark" : "light", "contrast": high ? "high" : "normal"]
                        .merging(row.selection) { first, _ in first }
                    let expected = try #require(values[theme.appearance(settings: settings).name])
                    let twin = reader.value("\(element)/\(resource)_high_contrast", dark: dark)
                    let read = (high ? twin : nil) ?? reader.value("\(element)/\(resource)", dark: dark)
                    switch expected {
                    case let number as Double where type == "number":
                        #expect(read.flatMap(Double.init) == number, "\(name)")
                    case let flag as Bool: #expect(read == (flag ? "true" : "false"), "\(name)")
                    // Durations are integer milliseconds.
                    case let text as String where isDuration:
                        let milliseconds =
                            text.hasSuffix("ms") ? Double(text.dropLast(2)) : Double(text.dropLast()).map { $0 * 1000 }
                        #expect(read == milliseconds.map { Value.format($0) }, "\(name)")
                    // Android has no points, and its px are physical pixels: pt, px and dp are all
                    // written in dp (1 px = 1 pt = 1 dp).
                    case let text as String where type == "dimension":
                        let number = text.prefix { $0.isNumber || $0 == "." || $0 == "-" }
                        #expect(["pt", "px", "dp"].contains(text.dropFirst(number.count)), "\(name)")
                        #expect(read == number + "dp", "\(name)")
                    default: #expect(read == expected as? String, "\(name) in \(settings)")
                    }
                    compared += 1
                }
            }
        }
        #expect(compared > 0)
    }

    static let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint", "/opt/homebrew/bin/xmllint"]
        .first(where: FileManager.default.isExecutableFile(atPath:))

    @Test(
        "every file validates against the resource schema with xmllint",
        .enabled(if: xmllint != nil || TestTools.areRequired, "xmllint is not installed: the schema check is skipped"))
    func schema() throws {
        let xmllint = try #require(
            Self.xmllint, "xmllint is required here (SHADE_REQUIRE_TOOLS=1): install libxml2-utils")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-android-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for row in Self.cases {
            let theme =
                row.source.map { load($0) }
                ?? ThemeLoader().load(files: [Self.examples.appendingPathComponent(row.name).path])
            guard
                case let .folder(files) = try theme.export(
                    to: .android, options: ExportTarget.Options(selection: row.selection)
                ).get().output
            else { continue }
            let target = folder.appendingPathComponent(UUID().uuidString)
            try AtomicFolder.write(files, to: target.path)
            paths += files.map { target.appendingPathComponent($0.path).path }
        }
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/android-resources.xsd")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xmllint)
        process.arguments = ["--noout", "--schema", schema.path] + paths
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let report = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(report)")
        #expect(paths.count > 10)
    }

    @Test(
        "resource names are the dotted path in snake case, by words",
        arguments: [
            ("Semantic.primaryText", "semantic_primary_text"), ("URLColor", "url_color"), ("gray50", "gray50"),
            ("Brand.H1Title", "brand_h1_title"), ("a__b", "a_b"), ("ABC", "abc"), ("default", "default_"),
            ("Group.new", "group_new"), ("_hidden", "hidden"), ("_private", "private_")
        ])
    func naming(name: String, resource: String) {
        #expect(AndroidNaming.resourceName(name) == (resource, false))
    }

    @Test(
        "a name that cannot be a resource name is spelled out",
        arguments: [
            ("_9", "token_9"), ("9", "token_9"), ("\u{1F3A8}", "token_u1f3a8"), ("é", "token_ue9"),
            ("-", "token_")
        ])
    func spelledOut(name: String, resource: String) {
        #expect(AndroidNaming.resourceName(name) == (resource, true))
    }

    @Test("a spelled-out name is a warning at the token, and the export still writes it")
    func spelledOutWarning() throws {
        let theme = load("color _9 = #fff\ncolor `🎨` = #000")
        let warnings = try theme.export(to: .android).get().warnings
        #expect(
            warnings.map(\.message) == [
                "token '_9' cannot become an Android resource name, which needs a letter first; it is written as 'token_9'",
                "token '🎨' cannot become an Android resource name, which needs a letter first; it is written as 'token_u1f3a8'"
            ])
        #expect(warnings.map { $0.location?.start.line } == [1, 2])
        #expect(try theme.export(to: .css).get().warnings == [])
        guard case let .folder(files) = try theme.export(to: .android).get().output else {
            Issue.record("android must export a folder")
            return
        }
        let colors = String(decoding: try #require(files.first { $0.path == "values/colors.xml" }).bytes, as: UTF8.self)
        #expect(
            colors.contains(
                "<color name=\"token_9\">#FFFFFFFF</color>\n    <color name=\"token_u1f3a8\">#FF000000</color>"))
    }

    static let collisions: [(source: String, message: String)] = [
        (
            "color primaryText = #fff\ncolor primary_text = #000",
            "token 'primaryText' and token 'primary_text' both become the Android color 'primary_text'; rename one of them"
        ),
        (
            "color a = dynamic(normal: #fff, high: #000)\ncolor aHighContrast = #111",
            "the high-contrast value of token 'a' and token 'aHighContrast' both become the Android color 'a_high_contrast'; rename one of them"
        ),
        (
            "dimension gap = 1pt\nnumber Gap = 2",
            "token 'gap' and token 'Gap' both become the Android dimen 'gap'; rename one of them"
        ),
        (
            "color _9 = #fff\ncolor token_9 = #000",
            "token '_9' and token 'token_9' both become the Android color 'token_9'; rename one of them"
        )
    ]

    @Test("names that become one resource name of a type are an error naming both", arguments: collisions)
    func collision(_ row: (source: String, message: String)) {
        guard case let .failure(.invalidNames(diagnostics)) = load(row.source).export(to: .android) else {
            Issue.record("expected a naming error")
            return
        }
        #expect(diagnostics.map(\.message) == [row.message])
        #expect(diagnostics.first?.location?.start.line == (row.source.contains("\n") ? 2 : 1))
    }

    @Test("a color and a dimension may share a name: resource types are separate")
    func typesAreSeparate() {
        #expect((try? load("color gap = #fff\ndimension Gap = 1pt").export(to: .android).get().output) != nil)
    }

    @Test("dimensions in rem or em, relative to a web page's fonts, are left out")
    func webUnitsAreLeftOut() throws {
        guard
            case let .folder(files) = try load("dimension a = 1rem\ndimension b = 0.5em\ndimension c = 4pt")
                .export(to: .android, options: ExportTarget.Options()).get().output
        else {
            Issue.record("not a folder")
            return
        }
        let dimens = try #require(files.first { $0.path == "values/dimens.xml" })
        let text = String(decoding: dimens.bytes, as: UTF8.self)
        #expect(text.contains("<dimen name=\"c\">4dp</dimen>"))
        #expect(!text.contains("name=\"a\"") && !text.contains("name=\"b\""))
    }
}

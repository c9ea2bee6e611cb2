import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Headless Chromium, where installed (CI installs it and sets SHADE_REQUIRE_TOOLS=1, so a
/// missing browser fails there instead of skipping, as a missing xmllint does).
enum Chromium {
    static let path: String? = [
        "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
        "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"
    ]
    .first(where: FileManager.default.isExecutableFile(atPath:))
}

/// Whether the tools the export tests use outside Swift (Chromium, xmllint) must be there:
/// CI sets SHADE_REQUIRE_TOOLS=1; elsewhere a test that needs a missing tool is skipped.
enum TestTools {
    static let areRequired = ProcessInfo.processInfo.environment["SHADE_REQUIRE_TOOLS"] == "1"
}

/// `shade export --to css` loaded in a real browser: for every color token, the computed color
/// of an element using it, under every system scheme and contrast (DevTools emulation), every
/// root switch and every declared-axis value, equals `shade eval --format json` — for every
/// example, the generated fallback theme and the generated hostile-but-valid theme.
@Suite(
    "Export: CSS in Chromium",
    .enabled(
        if: Chromium.path != nil || TestTools.areRequired,
        "Chromium is not installed: the browser comparison is skipped"))
struct CSSBrowserTests {
    static let everyVariation =
        AssetCatalogExportTests.everyVariation + """

            axis brand { acme, globex }
            color branded = dynamic(acme: #d0312d, globex: #0f7c7a)
            color brandedDark = if dark then dynamic(acme: #111111, globex: #222222) else #eeeeee
            color everything = if highContrast then dynamic(acme: #010101, globex: #020202) else dynamic(light: #030303, dark: #040404)
            """

    static let cases: [(name: String, source: String?)] = [
        ("every variation", everyVariation), ("dynamic-button.shade", nil), ("semantic-colors.shade", nil),
        ("system-palette.shade", nil), ("brands.shade", nil), ("material.shade", nil),
        ("navigation-bar.shade", nil), ("wide-gamut.shade", nil),
        // Every combination, listed or not, shows the column the library says (docs/exports.md, One fallback).
        ("product-modes.shade", nil), ("generated fallback theme", FallbackThemes.generated),
        (HostileValidTheme.name, HostileValidTheme.source),
        // Tokens of some appearances: absent where they do not exist (docs/exports.md, Tokens of some appearances).
        ("tokens of some appearances", PartialTokenThemes.axes),
        ("listed tokens of some appearances", PartialTokenThemes.listed)
    ]

    /// What `var(--x, …)` falls back to where a token does not exist: no token of the cases has it.
    static let absent = "#070809"

    @Test("every color token's computed color equals eval's JSON in every emulated appearance", arguments: cases)
    func computedColors(_ row: (name: String, source: String?)) throws {
        let chromium = try #require(
            Chromium.path, "Chromium is required here (SHADE_REQUIRE_TOOLS=1) but not installed")
        let theme =
            row.source.map { load($0) }
            ?? ThemeLoader().load(files: [AssetCatalogExportTests.examples.appendingPathComponent(row.name).path])
        guard case let .file(css) = try theme.export(to: .css).get().output else { return }
        let json = try #require(JSONSerialization.jsonObject(with: Data(theme.renderData(.json))) as? [String: Any])
        let colors = try #require(json["tokens"] as? [[String: Any]]).filter { $0["type"] as? String == "color" }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-css-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(css).write(to: folder.appendingPathComponent("theme.css"))
        try Data(try Self.page(colors.map { try #require($0["name"] as? String) }).utf8).write(
            to: folder.appendingPathComponent("page.html"))

        // Every system preference × every root switch × every declared-axis value.
        let all = BrowserStates.all(for: theme)
        let states = all.map(\.browser)
        let expected = try all.map { state in
            let column = theme.appearance(settings: state.settings).name
            return Dictionary(
                uniqueKeysWithValues: try colors.map { token in
                    (
                        try #require(token["name"] as? String),
                        try #require(token["values"] as? [String: String])[column] ?? Self.absent
                    )
                })
        }
        try JSONSerialization.data(withJSONObject: states).write(to: folder.appendingPathComponent("states.json"))
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Browser/computed-colors.py")
        let output = try Self.run([
            "python3", script.path, chromium, folder.appendingPathComponent("page.html").path,
            folder.appendingPathComponent("states.json").path
        ])
        let results = try #require(JSONSerialization.jsonObject(with: output) as? [[String: String]])
        #expect(results.count == states.count)
        for (index, result) in results.enumerated() {
            let computed = result.mapValues(Self.hex)
            #expect(computed == expected[index], "\(states[index])")
        }
    }

    /// A page linking theme.css with an element per token colored by its custom property (or
    /// ``absent``'s color where the property has no value: a token of some appearances), made
    /// by script from JSON so that any name (the hostile theme's) reaches the DOM as it is; the
    /// property is the export's escaped identifier.
    static func page(_ names: [String]) throws -> String {
        let pairs = names.map {
            [$0, CSSEscaping.identifier("--" + ExportNaming.lowercaseWords(of: $0, joinedBy: "-"))]
        }
        let json = String(decoding: try JSONSerialization.data(withJSONObject: pairs), as: UTF8.self)
            .replacingOccurrences(of: "<", with: "\\u003c")
        return """
            <!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="theme.css"></head><body>
            <script>for (const [name, property] of \(json)) {
              const element = document.createElement('div');
              element.dataset.token = name;
              element.style.setProperty('color', 'var(' + property + ', rgb(7, 8, 9))');
              document.body.appendChild(element);
            }
            window.readColors = () => Object.fromEntries([...document.querySelectorAll('[data-token]')]
              .map(element => [element.dataset.token, getComputedStyle(element).color]));</script></body></html>
            """
    }

    /// `rgb(60, 100, 244)` or `rgba(0, 0, 0, 0.5)` as `#3c64f4` or `#00000080`.
    static func hex(_ computed: String) -> String {
        let numbers = computed.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
            .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count >= 3 else { return computed }
        var bytes = numbers.prefix(3).map { Int($0.rounded()) }
        if numbers.count == 4, numbers[3] < 1 { bytes.append(Int((numbers[3] * 255).rounded())) }
        return "#" + bytes.map { String(format: "%02x", $0) }.joined()
    }

    static func run(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let report =
            String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            + String(decoding: data.prefix(300), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(report)")
        return data
    }
}

import Foundation
import ShadeTestSupport
import Testing

@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeTools

/// Every example's Android export as an app's build takes it: `xmllint` reads every file, `aapt2`
/// compiles every file and links them into a resource table, and the table (`aapt2 dump
/// resources`) holds each color of `shade eval --format json` in the light (`()`) and dark
/// (`(night-v8)`) configurations, for every value of every declared axis; the generated
/// hostile-but-valid theme too (``HostileValidTheme``).
@Suite("Export: Android through aapt2, every example")
struct AndroidLinkTests {
    static let aapt2 = ToolProcess.find("aapt2")

    /// Each example with each selection of its declared axes' values (one export per selection).
    static let cases: [(example: String, selection: [String: String])] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: AndroidExportTests.examples.path)) ?? []
        return (files.filter { $0.hasSuffix(".shade") }.sorted() + [HostileValidTheme.name]).flatMap { name in
            let theme = Self.theme(name)
            var selections: [[String: String]] = [[:]]
            for axis in theme.axes.dropFirst(2) {
                selections = selections.flatMap { partial in axis.values.map { partial.merging([axis.name: $0]) { $1 } }
                }
            }
            return selections.map { (name, $0) }
        }
    }()

    /// An example by its file name, or the generated hostile-but-valid theme.
    static func theme(_ example: String) -> Theme {
        example == HostileValidTheme.name
            ? HostileValidTheme.theme
            : ThemeLoader().load(files: [AndroidExportTests.examples.appendingPathComponent(example).path])
    }

    @Test("the examples are all here")
    func examplesFound() {
        #expect(Set(Self.cases.map(\.example)).count >= 8)
    }

    @Test(
        "compiled, linked and read back by aapt2 equal to eval",
        .enabled(if: aapt2 != nil || TestTools.areRequired, "aapt2 is not installed"), arguments: cases)
    func linked(_ example: String, _ selection: [String: String]) throws {
        try linkAndCompare(Self.theme(example), example, selection)
    }

    /// Tokens of some appearances: Android falls back to `values/`, so it cannot leave a token out
    /// of one qualifier; such a token is left out of every folder and the summary says so.
    @Test(
        "tokens of some appearances are left out, the rest linked and equal to eval",
        .enabled(if: aapt2 != nil || TestTools.areRequired, "aapt2 is not installed"),
        arguments: [PartialTokenThemes.axes, PartialTokenThemes.listed])
    func partialTokensLeftOut(_ source: String) throws {
        let theme = load(source)
        for value in ["off", "dimmed"] {
            let product = try theme.export(to: .android, options: ExportTarget.Options(selection: ["dim": value])).get()
            guard case let .folder(files) = product.output else { return }
            let text = files.map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
            // `muted` exists wherever `dim` is `dimmed`: everywhere in that export.
            for name in ["shadow_highlight", "outline", "paper", "dim_glow", "muted", "dim_only", "dark_only"]
            where !(name == "muted" && value == "dimmed") {
                #expect(!text.contains("name=\"\(name)\""), "\(name) in \(value)")
            }
            #expect(text.contains("name=\"border\"") || text.contains("name=\"everywhere\""))
            #expect(text.contains("name=\"muted\"") == (value == "dimmed" && source == PartialTokenThemes.axes))
            #expect(product.leftOutSummary(target: .android)?.contains("tokens of some appearances only") == true)
            try linkAndCompare(theme, "partial", ["dim": value])
        }
    }

    private func linkAndCompare(_ theme: Theme, _ example: String, _ selection: [String: String]) throws {
        let aapt2 = try #require(Self.aapt2, "aapt2 is required here (SHADE_REQUIRE_TOOLS=1): install aapt")
        let xmllint = try #require(AndroidExportTests.xmllint, "xmllint is required here")
        let product = try theme.export(to: .android, options: ExportTarget.Options(selection: selection)).get()
        guard case let .folder(files) = product.output else {
            Issue.record("android exports a folder")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-aapt2-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let res = folder.appendingPathComponent("res"), flat = folder.appendingPathComponent("flat")
        try FileManager.default.createDirectory(at: flat, withIntermediateDirectories: true)
        try AtomicFolder.write(files, to: res.path)
        let paths = files.map { res.appendingPathComponent($0.path).path }
        let lint = try ToolProcess.run(xmllint, ["--noout"] + paths)
        #expect(lint.status == 0, "\(lint.output)")
        for path in paths {
            let compile = try ToolProcess.run(aapt2, ["compile", "-o", flat.path, path])
            #expect(compile.status == 0, "\(path): \(compile.output)")
        }
        let manifest = folder.appendingPathComponent("AndroidManifest.xml")
        try Data(
            """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.shade"/>

            """.utf8
        ).write(to: manifest)
        let compiled = try FileManager.default.contentsOfDirectory(atPath: flat.path).map {
            flat.appendingPathComponent($0).path
        }
        let apk = folder.appendingPathComponent("resources.apk").path
        let link = try ToolProcess.run(aapt2, ["link", "-o", apk, "--manifest", manifest.path] + compiled)
        #expect(link.status == 0, "\(link.output)")
        let dump = try ToolProcess.run(aapt2, ["dump", "resources", apk])
        #expect(dump.status == 0, "\(dump.output)")
        let table = Self.colors(inDump: dump.output)

        // eval's colors, in the light and dark appearances a phone shows at normal contrast.
        let json = try #require(JSONSerialization.jsonObject(with: Data(theme.renderData(.json))) as? [String: Any])
        let tokens = try #require(json["tokens"] as? [[String: Any]]).filter { $0["type"] as? String == "color" }
        var compared = 0
        for token in tokens {
            let name = try #require(token["name"] as? String)
            let values = try #require(token["values"] as? [String: String])
            guard let read = table[AndroidNaming.resourceName(name).name] else { continue }
            for (scheme, configuration) in [("light", ""), ("dark", "night-v8")] {
                let settings = selection.merging(["scheme": scheme, "contrast": "normal"]) { $1 }
                let column = theme.appearance(settings: settings).name
                let expected = try #require(values[column])
                #expect(
                    (read[configuration] ?? read[""]) == Self.android(expected),
                    "\(example) \(selection) \(name) in \(column)")
            }
            compared += 1
        }
        // Every color resource in the table (high-contrast twins aside) is one of eval's colors.
        #expect(compared == table.keys.filter { !$0.hasSuffix("_high_contrast") }.count, "\(example)")
    }

    /// `#rrggbb` or `#rrggbbaa` as aapt2 prints a color: `#aarrggbb`.
    static func android(_ hex: String) -> String {
        let digits = hex.dropFirst()
        return "#" + (digits.count == 8 ? digits.suffix(2) + digits.prefix(6) : "ff" + digits)
    }

    /// The colors of `aapt2 dump resources`, by resource name, then by configuration ("" is the
    /// default, "night-v8" night mode): `resource 0x7f010000 color/NAME` and then `(CONFIG) #aarrggbb` lines.
    static func colors(inDump dump: String) -> [String: [String: String]] {
        var table: [String: [String: String]] = [:]
        var current: String?
        for line in dump.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("resource ") {
                let name = text.split(separator: " ").last.map(String.init) ?? ""
                current = name.hasPrefix("color/") ? String(name.dropFirst("color/".count)) : nil
            } else if let current, text.hasPrefix("("), let close = text.firstIndex(of: ")") {
                let configuration = String(text[text.index(after: text.startIndex)..<close])
                let value = text[text.index(after: close)...].trimmingCharacters(in: .whitespaces)
                table[current, default: [:]][configuration] = value
            }
        }
        return table
    }
}

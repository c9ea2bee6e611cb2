import Foundation
import Testing

/// `shade export`: a folder target is written whole or not at all, and mistakes are usage errors.
@Suite("shade export")
struct ExportCommandTests {
    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func files(in folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test("a catalog is written, and writing again replaces the export's own files, its manifest recording them")
    func replaces() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Colors.xcassets")
        let first = try ShadeProcess.run(
            ["export", "--to", "xcassets", "-o", catalog.path], input: "group G { color old = #fff }\n")
        #expect(first.status == 0)
        #expect(first.stdout.isEmpty && first.stderr.isEmpty)
        let second = try ShadeProcess.run(
            ["export", "--to", "xcassets", "-o", catalog.path], input: "color new = #000\n")
        #expect(second.status == 0)
        #expect(
            files(in: catalog) == [
                ".shade-export-xcassets.json", "Contents.json", "new.colorset", "new.colorset/Contents.json"
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Colors.xcassets"])
    }

    static let failures: [(input: String, arguments: [String], status: Int32, stderr: String)] = [
        ("color c = nope\n", [], 1, "<stdin>:1:11: error: unknown name 'nope'"),
        (
            "color a = #fff\ncolor A = #000\n", [], 1,
            "<stdin>:2:7: error: token 'a' and token 'A' both become the asset name 'a'; rename one of them"
        ),
        (
            "axis brand { acme, globex }\ncolor c = dynamic(acme: #fff, globex: #000)\n", [], 64,
            "shade: error: the theme varies on axis 'brand', which xcassets cannot switch at run time; export one of its values with --select brand=VALUE (acme, globex), one export per value"
        ),
        (
            "axis brand { acme, globex }\ncolor c = dynamic(acme: #fff, globex: #000)\n", ["--select", "brand=initech"],
            64,
            "shade: error: axis 'brand' has no value 'initech'; use one of acme, globex"
        ),
        (
            "color c = #fff\n", ["--select", "brand"], 64,
            "shade: error: --select takes AXIS=VALUE, as in --select brand=globex; got 'brand'"
        )
    ]

    @Test("on any error an existing catalog is left as it was, and nothing else appears", arguments: failures)
    func keepsExisting(_ row: (input: String, arguments: [String], status: Int32, stderr: String)) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Colors.xcassets")
        #expect(
            try ShadeProcess.run(["export", "--to", "xcassets", "-o", catalog.path], input: "color kept = #123456\n")
                .status == 0)
        let before = files(in: catalog)
        let result = try ShadeProcess.run(
            ["export", "--to", "xcassets", "-o", catalog.path] + row.arguments, input: row.input)
        #expect(result.status == row.status)
        #expect(result.stderr.hasPrefix(row.stderr), "\(result.stderr)")
        #expect(files(in: catalog) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Colors.xcassets"])
    }

    @Test("an Android res folder is written with values and values-night")
    func android() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let res = folder.appendingPathComponent("res")
        let result = try ShadeProcess.run(
            ["export", "--to", "android", "-o", res.path],
            input: "group Semantic { color background = dynamic(light: #ffffff, dark: #1c1c1e) }\n")
        #expect(result.status == 0)
        #expect(
            files(in: res) == [
                ".shade-export-android.json", "values", "values-night", "values-night/colors.xml", "values/colors.xml"
            ])
        #expect(
            try String(contentsOf: res.appendingPathComponent("values-night/colors.xml"), encoding: .utf8)
                .contains("<color name=\"semantic_background\">#FF1C1C1E</color>"))
    }

    @Test(
        "single-file targets print to standard output without -o",
        arguments: [
            ("css", "  --semantic-background: light-dark(#ffffff, #1c1c1e);\n"),
            ("html", "<td data-token=\"Semantic.background\" data-column=\"dark\">")
        ])
    func standardOutput(target: String, excerpt: String) throws {
        let result = try ShadeProcess.run(
            ["export", "--to", target],
            input: "group Semantic { color background = dynamic(light: #ffffff, dark: #1c1c1e) }\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains(excerpt))
    }

    @Test("a folder target needs -o")
    func needsOutput() throws {
        let result = try ShadeProcess.run(["export", "--to", "xcassets"], input: "color c = #fff\n")
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("shade: error: --to xcassets writes a folder: name it with -o"))
    }

    @Test("a destination that is a file is refused and kept")
    func destinationIsAFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Colors.xcassets")
        try Data("a file\n".utf8).write(to: file)
        let result = try ShadeProcess.run(["export", "--to", "xcassets", "-o", file.path], input: "color c = #fff\n")
        #expect(result.status == 1)
        #expect(result.stderr == "shade: error: cannot write '\(file.path)': it exists and is not a folder\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == "a file\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Colors.xcassets"])
    }

    @Test("an unknown target lists the targets")
    func unknownTarget() throws {
        let result = try ShadeProcess.run(["export", "--to", "figma"], input: "color c = #fff\n")
        #expect(result.status == 64)
        #expect(result.stderr.contains("xcassets"))
    }
}

/// What a target has no place for is named on standard error in one line, never dropped silently.
@Suite("shade export: what a target leaves out")
struct LeftOutSummaryTests {
    static let theme = """
        color c = #ffffff
        font title = font("Inter", 20pt)
        font body = font("Inter", 14pt)
        shadow lift = shadow(#000000, x: 0pt, y: 1pt, blur: 2pt)
        dimension gap = 1rem
        dimension gutter = 3px
        typography heading = typography(family: "Inter", size: 20pt, weight: 600, lineHeight: 1.2)

        """

    static let targets: [(target: String, stderr: String)] = [
        (
            "android",
            "shade: note: left out: 2 fonts, 1 shadow, 1 rem dimension, 1 typography token — android has no place "
                + "for them (README, Exports)\n"
        ),
        (
            "xcassets",
            "shade: note: left out: 2 fonts, 1 shadow, 2 dimensions, 1 typography token — xcassets has no place "
                + "for them (README, Exports)\n"
        ),
        ("css", ""), ("swift", ""), ("dtcg", "")
    ]

    @Test("one summary line per export", arguments: targets)
    func summary(_ target: String, _ stderr: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-left-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ShadeProcess.run(
            ["export", "--to", target, "-o", folder.appendingPathComponent("out").path], input: Self.theme)
        #expect(result.status == 0)
        #expect(result.stderr == stderr)
    }

    @Test("px is dp on Android: CSS's reference pixel, not a physical one")
    func pixelsAreDensityIndependent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-px-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ShadeProcess.run(["export", "--to", "android", "-o", folder.path], input: Self.theme)
        #expect(result.status == 0)
        let dimens = try String(contentsOf: folder.appendingPathComponent("values/dimens.xml"), encoding: .utf8)
        #expect(dimens.contains("<dimen name=\"gutter\">3dp</dimen>"))
    }
}

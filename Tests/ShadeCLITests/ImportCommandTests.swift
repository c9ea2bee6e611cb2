import Foundation
import ShadeTestSupport
import Testing

/// `shade import` at the binary: stdout, `-o` written atomically, and errors that write nothing.
@Suite("shade import")
struct ImportCommandTests {
    func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    @Test("files merge in order, later files winning; -o writes the theme, which evaluates")
    func writes() throws {
        let folder = try folder([
            "core.tokens.json":
                ##"{"blue": {"$type": "color", "$value": "#0000ff"}, "gap": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"##,
            "brand.tokens.json": ##"{"blue": {"$type": "color", "$value": "#0000ee"}}"##
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let printed = try ShadeProcess.run(["import", "core.tokens.json", "brand.tokens.json"], directory: folder)
        #expect(printed.status == 0)
        #expect(printed.stdout == "color blue    = #0000ee\ndimension gap = 4px\n")
        let written = try ShadeProcess.run(["import", "core.tokens.json", "-o", "theme.shade"], directory: folder)
        #expect(written.status == 0 && written.stdout.isEmpty)
        let eval = try ShadeProcess.run(["eval", "--format", "csv", "theme.shade"], directory: folder)
        #expect(eval.stdout.contains("blue,color,#0000ff"))
    }

    @Test("the example token set (Examples/dtcg): the Shade it becomes, which evaluates, and DTCG again")
    func example() throws {
        let imported = try ShadeProcess.run(["import", "Examples/dtcg/theme.resolver.json"])
        #expect(imported.status == 0, "\(imported.stderr)")
        try Golden.check(imported.stdout, named: "dtcg-example.shade")
        let folder = try folder(["theme.shade": imported.stdout])
        defer { try? FileManager.default.removeItem(at: folder) }
        let eval = try ShadeProcess.run(["eval", "--format", "json", "theme.shade"], directory: folder)
        #expect(eval.status == 0, "\(eval.stderr)")
        #expect(
            eval.stdout.contains(
                ##"{"name": "semantic.accent", "type": "color", "values": {"light": "#1447e6", "dark": "#2b7fff"}}"##))
        let exported = try ShadeProcess.run(["export", "--to", "dtcg", "theme.shade", "-o", "out"], directory: folder)
        #expect(exported.status == 0, "\(exported.stderr)")
        let dark = try String(contentsOf: folder.appendingPathComponent("out/dark.tokens.json"), encoding: .utf8)
        #expect(dark.contains(##""colorSpace": "oklch""##) && dark.contains(##""VariableID:12:34""##))
    }

    @Test("an error: located message, exit 1, nothing written")
    func error() throws {
        let folder = try folder(["bad.tokens.json": ##"{"a": {"$type": "color", "$value": "{b}"}}"##])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ShadeProcess.run(["import", "bad.tokens.json", "-o", "theme.shade"], directory: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("bad.tokens.json:1:36: error: a: the alias {b} names no token"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("theme.shade").path))
    }

    @Test("no file is a usage error")
    func usage() throws {
        let result = try ShadeProcess.run(["import"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("name the DTCG files to import"))
    }
}

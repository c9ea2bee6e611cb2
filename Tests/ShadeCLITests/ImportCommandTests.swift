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
        let base = try String(contentsOf: folder.appendingPathComponent("out/base.tokens.json"), encoding: .utf8)
        #expect(base.contains(##""colorSpace": "oklch""##) && base.contains(##""VariableID:12:34""##))
    }

    @Test("with --strict, a token that cannot be imported is an error: located message, exit 1, nothing written")
    func error() throws {
        let folder = try folder(["bad.tokens.json": ##"{"a": {"$type": "color", "$value": "{b}"}}"##])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ShadeProcess.run(
            ["import", "--strict", "bad.tokens.json", "-o", "theme.shade"], directory: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("bad.tokens.json:1:36: error: a: the alias {b} names no token"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("theme.shade").path))
    }

    static let leftOut =
        ##"{"a": {"$type": "color", "$value": "{b}"}, "c": {"$type": "color", "$value": "{a}"}, "##
        + ##""d": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}}"##

    @Test("by default the rest is imported: a warning per problem naming its dependents, a summary line, exit 0")
    func leftOutTokens() throws {
        let folder = try folder(["set.tokens.json": Self.leftOut])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ShadeProcess.run(["import", "set.tokens.json", "-o", "theme.shade"], directory: folder)
        #expect(result.status == 0)
        #expect(
            result.stderr == """
                set.tokens.json:1:36: warning: a: the alias {b} names no token; left out
                  {"a": {"$type": "color", "$value": "{b}"}, "c": {"$type": "color", "$value": "{a}"}, "d": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}}
                                                     ^
                  = help: did you mean '{a}', '{c}' or '{d}'?
                  = note: define the token it names, or name one that exists
                  = note: left out with it, as they refer to it: c
                shade: note: 1 token imported, 2 left out

                """)
        let eval = try ShadeProcess.run(["eval", "--format", "csv", "theme.shade"], directory: folder)
        #expect(eval.status == 0 && eval.stdout.contains("d,dimension,2px"), "\(eval.stderr)")
        let refused = try ShadeProcess.run(
            ["import", "--warnings-as-errors", "set.tokens.json", "-o", "other.shade"], directory: folder)
        #expect(refused.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("other.shade").path))
    }

    static let published = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ShadeTests/Fixtures/dtcg/published")

    @Test(
        "every published-shape fixture import accepts evaluates",
        arguments: ["tokens-studio/tokens.json", "figma/theme.resolver.json", "resolver/theme.resolver.json"])
    func importThenEval(_ name: String) throws {
        let folder = try folder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("theme.shade").path
        let imported = try ShadeProcess.run(["import", Self.published.appendingPathComponent(name).path, "-o", output])
        #expect(imported.status == 0, "\(imported.stderr)")
        let eval = try ShadeProcess.run(["eval", output])
        #expect(eval.status == 0, "\(eval.stderr)")
    }

    @Test("no file is a usage error")
    func usage() throws {
        let result = try ShadeProcess.run(["import"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("name the DTCG files to import"))
    }
}

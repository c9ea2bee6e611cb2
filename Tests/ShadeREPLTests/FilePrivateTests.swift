import Foundation
import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
import Testing

/// File-private names belong to their file in a session, as in `shade eval`.
@Suite struct FilePrivateTests {
    func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-private-\(UUID().uuidString)")
        for (name, text) in files {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    @Test func twoFilesMayEachHaveAPrivateNameOfTheirOwn() throws {
        let folder = try folder([
            "one.shade": "private color s = #111111\ncolor a = s\n",
            "two.shade": "private color s = #222222\ncolor b = s\n",
            "main.shade": "import \"one.shade\"\nimport \"two.shade\"\n"
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        var session = ThemeSession()
        let update = session.load(file: folder.appendingPathComponent("main.shade").path)
        #expect(update.succeeded, "\(update.diagnostics.map(\.message))")
        let tokens = try session.table().get().tokens.filter { $0.name != "s" }
        #expect(tokens.map(\.name) == ["a", "b"])
        #expect(tokens.map { $0.values.first?.description } == ["#111111", "#222222"])
    }

    @Test func aTypedPrivateNameStaysApartFromAFilesPrivateName() throws {
        let folder = try folder(["one.shade": "private color s = #111111\ncolor a = s\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        var session = ThemeSession()
        #expect(session.load(file: folder.appendingPathComponent("one.shade").path).succeeded)
        let update = session.define("private color s = #333333\ncolor c = s")
        #expect(update.succeeded, "\(update.diagnostics.map(\.message))")
        let tokens = try session.table().get().tokens.filter { $0.name != "s" }
        #expect(tokens.map(\.name) == ["a", "c"])
        #expect(tokens.map { $0.values.first?.description } == ["#111111", "#333333"])
    }
}

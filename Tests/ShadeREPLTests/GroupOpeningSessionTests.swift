import Foundation
import Shade
import ShadeCore
import ShadeTools
import Testing

/// A group opened in two files is one group in a session: a typed group redefines each member
/// in the opening that declares it and adds new ones, as `shade eval` would read the files.
@Suite struct GroupOpeningSessionTests {
    @Test func aTypedGroupReplacesMembersOfEveryOpening() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-open-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("group fgColor { color default = #1f2328 }\n".utf8).write(
            to: folder.appendingPathComponent("fg.shade"))
        try Data("import \"fg.shade\"\ngroup fgColor { color onEmphasis = #ffffff }\n".utf8)
            .write(to: folder.appendingPathComponent("button.shade"))
        var session = ThemeSession()
        let loaded = session.load(file: folder.appendingPathComponent("button.shade").path)
        #expect(loaded.succeeded, "\(loaded.diagnostics.map(\.message))")
        let update = session.define(
            "group fgColor {\n color default = #000000\n color onEmphasis = #eeeeee\n color muted = #59636e\n}")
        #expect(update.succeeded, "\(update.diagnostics.map(\.message))")
        let tokens = try session.table().get().tokens
        #expect(tokens.map(\.name) == ["fgColor.default", "fgColor.onEmphasis", "fgColor.muted"])
        #expect(tokens.map { $0.values.first?.description } == ["#000000", "#eeeeee", "#59636e"])
    }
}

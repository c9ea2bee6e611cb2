import Foundation
import ShadeTestSupport
import Testing

/// `shade lsp` driven by a real editor: Neovim headless (Debian's package `neovim`) with its
/// built-in LSP client runs Neovim/session.lua, which opens themes, edits them and asks what a
/// user would (diagnostics, hover, completion, signature help, definition across files, rename,
/// document colors, formatting, out-of-range positions, failing requests, timings on 10,000
/// tokens) and prints `ok` or `FAIL` per step. No client of ours is involved.
/// Neovim, found on the `PATH`.
enum Neovim {
    static let path = ToolProcess.find("nvim")
}

@Suite(
    .enabled(
        if: Neovim.path != nil || ProcessInfo.processInfo.environment["SHADE_REQUIRE_TOOLS"] == "1",
        "nvim is not installed: the editor session is skipped"))
struct NeovimSessionTests {
    /// Every step of the session, in order: a step that did not run fails the test as one that failed.
    static let steps = [
        "the server starts and initializes",
        "every capability is named as the LSP 3.17 specification names it",
        "diagnostics appear on an error and clear on the fix",
        "hover shows the value in every appearance",
        "completion after a dot: the color members of a token and a group members",
        "signature help inside a call",
        "go to definition across files",
        "rename is applied in both files and the theme still evaluates",
        "a rename to what is not a Shade name is refused with the reason",
        "document colors",
        "formatting",
        "character 100,000,000 is the end of the line",
        "line 100,000,000 is the end of the document",
        "a character inside a surrogate pair",
        "a failing request answers an error and the server keeps every open document",
        "10,000 tokens: diagnostics after a change and document colors within the limit (p50)",
        "shutdown"
    ]

    @Test func theSessionPassesEveryStep() throws {
        let nvim = try #require(Neovim.path, "nvim is required here (SHADE_REQUIRE_TOOLS=1): install Debian's neovim")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-nvim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = ShadeBinary.root.appendingPathComponent("Tests/ShadeLanguageServerTests/Neovim/session.lua")
        let (binary, limit) = Self.server
        let run = try ToolProcess.run(
            nvim, ["--headless", "-n", "-u", "NONE", "-i", "NONE", "-c", "luafile " + script.path],
            environment: ["SHADE_BINARY": binary, "SHADE_FOLDER": folder.path, "SHADE_TIMING_LIMIT_MS": "\(limit)"])
        print(run.output)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("FAIL") } == [])
        #expect(lines.filter { $0.hasPrefix("ok ") }.map { String($0.dropFirst(3)) } == Self.steps)
        #expect(lines.filter { $0.hasPrefix("timing ") }.count == 2)
        #expect(run.status == 0)
    }

    /// The binary the editor runs and the p50 its timings are held to: the release build named
    /// by SHADE_RELEASE_BINARY (CI builds it) to the 50 ms the server promises; else the test
    /// build, a debug one, to 10 s (its timings are in the log, not the promise).
    static var server: (binary: String, limit: Int) {
        if let release = ProcessInfo.processInfo.environment["SHADE_RELEASE_BINARY"] { return (release, 50) }
        return (ShadeBinary.url.path, 10000)
    }
}

import Foundation
import Testing

/// Drives the built `shade` binary through a pseudo-terminal (python3's `pty` module): prompts,
/// tab completion, continuation, Ctrl-C, Ctrl-D, and the history kept across sessions.
@Suite(.serialized) struct ReplTerminalTests {
    /// `.build/debug/shade`, found from this file's place in the package.
    static let binary = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/debug/shade").path

    /// Sends keys and waits for text, failing after five seconds without it; prints the exit status last.
    static let driver = """
        import json, os, pty, select, sys, time
        binary, workdir, state, steps = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4])
        env = {"HOME": workdir, "XDG_STATE_HOME": state, "TERM": "xterm", "NO_COLOR": "1", "PATH": os.environ.get("PATH", "")}
        pid, fd = pty.fork()
        if pid == 0:
            os.chdir(workdir)
            os.execve(binary, [binary, "repl", "theme.shade"], env)
        seen, start = b"", 0
        def read(timeout):
            global seen
            ready, _, _ = select.select([fd], [], [], timeout)
            if not ready: return False
            try: chunk = os.read(fd, 4096)
            except OSError: return None
            if not chunk: return None
            seen += chunk
            return True
        for kind, text in steps:
            if kind == "send":
                os.write(fd, text.encode()); time.sleep(0.05)
            else:
                deadline = time.time() + 5
                while seen.find(text.encode(), start) < 0:
                    if time.time() > deadline or read(deadline - time.time()) is None:
                        sys.stdout.write("TIMEOUT waiting for %r\\n--- seen ---\\n%s" % (text, seen.decode(errors="replace")))
                        sys.exit(3)
                start = seen.find(text.encode(), start) + len(text)
        deadline = time.time() + 5
        while time.time() < deadline and read(0.2) is not None: pass
        _, status = os.waitpid(pid, 0)
        sys.stdout.write("EXIT %d\\n" % os.waitstatus_to_exitcode(status))
        """

    enum Step: Encodable {
        case send(String), expect(String)
        func encode(to encoder: Encoder) throws {
            var container = encoder.unkeyedContainer()
            switch self {
            case let .send(text): try container.encode("send"); try container.encode(text)
            case let .expect(text): try container.encode("expect"); try container.encode(text)
            }
        }
    }

    /// Runs the REPL in a terminal in `folder`; returns what the driver printed.
    func drive(_ steps: [Step], folder: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let json = String(decoding: try JSONEncoder().encode(steps), as: UTF8.self)
        process.arguments = ["python3", "-c", Self.driver, Self.binary, folder, folder + "/state", json]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }

    func makeFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "shade-pty-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(
            """
            group Semantic {
              color background = dynamic(light: #ffffff, dark: #000000)
              color border = darken(background, 0.5)
            }

            """.utf8
        ).write(to: URL(fileURLWithPath: folder + "/theme.shade"))
        return folder
    }

    @Test func completionContinuationCtrlCAndCtrlD() throws {
        let folder = try makeFolder()
        let output = try drive(
            [
                .expect("loaded theme.shade: 2 tokens"), .expect("shade> "),
                .send("Semantic.bo\t"), .expect("Semantic.border"), .send("\r"),
                .expect("light  #808080"), .expect("dark   #000000"), .expect("shade> "),
                .send(":ex\t"), .expect(":explain "), .send("Semantic.border\r"),
                .expect("Semantic.border = darken(background, 0.5)"), .expect("shade> "),
                .send("group Brand {\r"), .expect("  ...> "), .send("\u{03}"), .expect("shade> "),
                .send("1 + 1\r"), .expect("2\r\n"), .expect("shade> "),
                .send("nope\r"), .expect("error: unknown name 'nope'"), .expect("shade> "),
                .send("\u{04}")
            ], folder: folder)
        #expect(output.hasSuffix("EXIT 0\n"), "\(output)")
        let history = try String(contentsOfFile: folder + "/state/shade/history", encoding: .utf8)
        #expect(history.contains(":explain Semantic.border\n"))
        #expect(history.contains("1 + 1\n"))
    }

    @Test func componentsAndStylesTypedInATerminal() throws {
        let folder = try makeFolder()
        let output = try drive(
            [
                .expect("shade> "), .send("component Bar {\r"), .expect("  ...> "), .send("color tint = #000000\r"),
                .expect("  ...> "), .send("}\r"), .expect("+ Bar.tint  default  #000000"), .expect("shade> "),
                .send("style Bar in Sheet { tint = Semantic.border }\r"), .expect("+ Bar.tint in Sheet  light"),
                .expect("shade> "), .send(":ex Bar.ti\t"), .expect("Bar.tint"), .send(" in Sheet\r"),
                .expect(
                    "Bar.tint in Sheet = Semantic.border  → light #808080  dark #000000  — from style Bar in Sheet"),
                .expect("└─ Semantic.border = darken(background, 0.5)"), .expect("shade> "),
                .send(":ta Bar\r"),
                .expect("Bar in Sheet\r\nproperty  type   light    dark\r\ntint      color  #808080  #000000"),
                .expect("shade> "), .send("\u{04}")
            ], folder: folder)
        #expect(output.hasSuffix("EXIT 0\n"), "\(output)")
    }

    @Test func historyIsKeptAcrossSessions() throws {
        let folder = try makeFolder()
        let first = try drive(
            [.expect("shade> "), .send("3 * 7\r"), .expect("21"), .expect("shade> "), .send("\u{04}")], folder: folder)
        #expect(first.hasSuffix("EXIT 0\n"), "\(first)")
        let second = try drive(
            [
                .expect("shade> "), .send("\u{1B}[A"), .expect("3 * 7"), .send("\r"), .expect("21"),
                .expect("shade> "), .send("\u{04}")
            ], folder: folder)
        #expect(second.hasSuffix("EXIT 0\n"), "\(second)")
    }

    @Test func aMultiLineEntryIsOneHistoryEntryAcrossSessions() throws {
        let folder = try makeFolder()
        let first = try drive(
            [
                .expect("shade> "), .send("group Brand {\r"), .expect("  ...> "), .send("color ink = #111111\r"),
                .expect("  ...> "), .send("}\r"), .expect("+ Brand.ink"), .expect("shade> "), .send("\u{04}")
            ], folder: folder)
        #expect(first.hasSuffix("EXIT 0\n"), "\(first)")
        // One Up arrow brings back the whole entry; Return defines it again.
        let second = try drive(
            [
                .expect("shade> "), .send("\u{1B}[A"), .expect("#111111"), .send("\r"),
                .expect("+ Brand.ink  default  #111111"),
                .expect("shade> "), .send("\u{04}")
            ], folder: folder)
        #expect(second.hasSuffix("EXIT 0\n"), "\(second)")
    }

    /// Several entries, one of them multi-line, come back one by one in the next session (they came
    /// back as one glued entry while readline wrote no timestamps); the file holds a timestamp per entry.
    @Test func everyEntryComesBackAsTypedInTheNextSession() throws {
        let folder = try makeFolder()
        let first = try drive(
            [
                .expect("shade> "), .send("3 * 7\r"), .expect("21"), .expect("shade> "),
                .send("group Brand {\r"), .expect("  ...> "), .send("color ink = #111111\r"),
                .expect("  ...> "), .send("}\r"), .expect("+ Brand.ink"), .expect("shade> "),
                .send("1 + 1\r"), .expect("2\r\n"), .expect("shade> "), .send("\u{04}")
            ], folder: folder)
        #expect(first.hasSuffix("EXIT 0\n"), "\(first)")
        let history = try String(contentsOfFile: folder + "/state/shade/history", encoding: .utf8)
        let lines = history.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0.hasPrefix("#") && $0.dropFirst().allSatisfy(\.isNumber) }.count == 3, "\(history)")
        #expect(
            lines.filter { !$0.hasPrefix("#") } == [
                "3 * 7", "group Brand {", "color ink = #111111", "}", "1 + 1", ""
            ])
        // Up: the last entry alone; past it and the copy this session added, the group, whole; past the
        // two entries this session added, the first entry.
        let second = try drive(
            [
                .expect("shade> "), .send("\u{1B}[A"), .expect("1 + 1"), .send("\r"), .expect("2\r\n"),
                .expect("shade> "), .send(String(repeating: "\u{1B}[A", count: 3)), .expect("#111111"), .send("\r"),
                .expect("+ Brand.ink  default  #111111"), .expect("shade> "),
                .send(String(repeating: "\u{1B}[A", count: 5)), .expect("3 * 7"), .send("\r"), .expect("21"),
                .expect("shade> "), .send("\u{04}")
            ], folder: folder)
        #expect(second.hasSuffix("EXIT 0\n"), "\(second)")
    }

    @Test func aPipeGetsNoPromptsNoEscapesAndStatusOneAfterAnError() throws {
        let folder = try makeFolder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = ["repl", folder + "/theme.shade"]
        process.environment = ["HOME": folder, "XDG_STATE_HOME": folder + "/state", "TERM": "xterm"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data("Semantic.border\nnope\ncolor Semantic.background = #ffffff\n".utf8))
        try input.fileHandleForWriting.close()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(
            out == """
                loaded \(folder)/theme.shade: 2 tokens
                light  #808080
                dark   #000000
                ~ Semantic.background  dark  #000000 → #ffffff
                ~ Semantic.border      dark  #000000 → #808080

                """)
        // The second line read.
        #expect(err == "<repl>:2:1: error: unknown name 'nope'\n  nope\n  ^~~~\n")
        #expect(process.terminationStatus == 1)
        #expect(!FileManager.default.fileExists(atPath: folder + "/state/shade/history"))
    }
}

import Foundation
import Testing

@testable import ShadeCLI

/// `--watch` with real file changes: the binary runs in the background while the test edits the
/// theme and its imports, and the output file follows.
@Suite("Watch mode", .serialized)
struct WatchTests {
    /// A `shade … --watch` running in `folder`, its standard error in a file.
    final class Watcher {
        let process = Process()
        let errors: URL

        init(_ arguments: [String], in folder: URL) throws {
            errors = folder.appendingPathComponent("watch.stderr")
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            process.executableURL = ShadeProcess.binary
            process.arguments = arguments
            process.currentDirectoryURL = folder
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
        }

        var stderr: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }

        deinit {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// Waits up to 10 s for `condition`, looking every 50 ms.
    func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }

    /// A new folder holding `files`.
    func temporaryFolder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try write(text, to: folder.appendingPathComponent(name)) }
        return folder
    }

    func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    func read(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

    @Test("eval --watch follows edits, imports added later and the imported files; errors keep the last output")
    func evalFollowsChanges() throws {
        let folder = try temporaryFolder(["theme.shade": "color a = #111111\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("theme.shade"), output = folder.appendingPathComponent("out.csv")
        let watcher = try Watcher(["eval", "--watch", "theme.shade", "-o", "out.csv"], in: folder)

        #expect(eventually { read(output).contains("#111111") })
        try write("color a = #222222\n", to: theme)
        #expect(eventually { read(output).contains("#222222") })

        // An error is printed; the output stays as it was.
        try write("color a = #2222\ncolor b = nope\n", to: theme)
        #expect(eventually { watcher.stderr.contains("unknown name 'nope'") })
        #expect(read(output).contains("#222222"))

        // A new import of a file that does not exist yet: an error until the file is created.
        try write("import \"palette.shade\"\ncolor a = Palette.blue\n", to: theme)
        #expect(eventually { watcher.stderr.contains("palette.shade") })
        try write("group Palette { color blue = #0000ff }\n", to: folder.appendingPathComponent("palette.shade"))
        #expect(eventually { read(output).contains("#0000ff") })

        // The imported file is watched too.
        try write("group Palette { color blue = #0000ee }\n", to: folder.appendingPathComponent("palette.shade"))
        #expect(eventually { read(output).contains("#0000ee") })
        #expect(watcher.process.isRunning)

        // Each run says how long it took, measured: never a rounded "0 ms".
        let times = watcher.stderr.split(separator: "\n").compactMap { line -> Double? in
            guard line.hasPrefix("shade: ran again after a change ("), line.hasSuffix(" ms)") else { return nil }
            return Double(line.dropFirst("shade: ran again after a change (".count).dropLast(" ms)".count))
        }
        #expect(times.count >= 4, "\(watcher.stderr)")
        #expect(times.allSatisfy { $0 > 0 }, "\(watcher.stderr)")
    }

    @Test(
        "a run's time reads as milliseconds with up to three significant digits",
        arguments: [
            (Duration.microseconds(420), "0.42 ms"), (.microseconds(3_140), "3.1 ms"),
            (.milliseconds(48), "48 ms"), (.microseconds(1_234_400), "1234 ms"), (.nanoseconds(1), "0.00 ms")
        ])
    func runTimes(_ duration: Duration, _ shown: String) {
        #expect(Watch.milliseconds(duration) == shown)
    }

    @Test("a burst of writes ends with the last one written")
    func burstEndsWithTheLastWrite() throws {
        let folder = try temporaryFolder(["theme.shade": "color a = #111111\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("theme.shade"), output = folder.appendingPathComponent("out.css")
        let watcher = try Watcher(["export", "--watch", "--to", "css", "theme.shade", "-o", "out.css"], in: folder)
        #expect(eventually { read(output).contains("#111111") })
        for shade in 0..<10 { try write("color a = #0000\(shade)\(shade)\n", to: theme) }
        #expect(eventually { read(output).contains("#000099") }, "\(watcher.stderr)")
    }

    typealias Step = Watch.Settling<Int>.Step

    /// Looks at the files, one stamp per look, and the steps the rule answers: a change runs once
    /// the files look the same twice in a row; a burst is one run; a change after a run, another.
    static let looks: [(name: String, stamps: [Int], steps: [Step])] = [
        ("nothing changes", [0, 0, 0], [.still, .still, .still]),
        ("one change", [1, 1, 1], [.settling, .run(1), .still]),
        (
            "a burst of ten writes is one run", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10],
            Array(repeating: .settling, count: 10) + [.run(10), .still]
        ),
        ("a change back before it settles still runs", [1, 0, 0], [.settling, .settling, .run(0)]),
        ("two changes apart are two runs", [1, 1, 1, 2, 2], [.settling, .run(1), .still, .settling, .run(2)])
    ]

    @Test("the watch runs a change once the files are still", arguments: looks)
    func settling(_ name: String, _ stamps: [Int], _ steps: [Step]) {
        var settling = Watch.Settling(seen: 0)
        #expect(stamps.map { settling.look($0) } == steps, "\(name)")
    }

    /// Ways to change a file that keep its size and its modification time: a file renamed over it
    /// (a new inode), and a write in place with the time set back (a new status-change time).
    static let replacements = ["renamed over", "rewritten in place"]

    @Test("a change that keeps the size and the modification time is seen", arguments: replacements)
    func sameSizeAndTime(_ how: String) throws {
        let folder = try temporaryFolder(["theme.shade": "color a = #111111\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("theme.shade"), output = folder.appendingPathComponent("out.csv")
        let time = Date(timeIntervalSince1970: 1_600_000_000)
        try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: theme.path)
        let watcher = try Watcher(["eval", "--watch", "theme.shade", "-o", "out.csv"], in: folder)
        #expect(eventually { watcher.stderr.contains("watching 1 file") })
        let changed = Data("color a = #222222\n".utf8)
        if how == "renamed over" {
            let next = folder.appendingPathComponent("next.shade")
            try changed.write(to: next)
            try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: next.path)
            #expect(rename(next.path, theme.path) == 0)
        } else {
            let handle = try FileHandle(forWritingTo: theme)
            try handle.write(contentsOf: changed)
            try handle.close()
            try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: theme.path)
        }
        #expect(eventually { read(output).contains("#222222") }, "\(watcher.stderr)")
    }

    @Test(
        "--watch needs files",
        arguments: [["eval", "--watch"], ["eval", "--watch", "-"], ["export", "--to", "css", "--watch", "-"]])
    func needsFiles(_ arguments: [String]) throws {
        let result = try ShadeProcess.run(arguments, input: "color a = #000000")
        #expect(result.status == 64)
        #expect(result.stderr.contains("--watch needs theme files to watch; standard input cannot be watched"))
    }
}

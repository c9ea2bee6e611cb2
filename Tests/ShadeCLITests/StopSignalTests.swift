import Foundation
import Testing

/// A SIGINT or SIGTERM during a large folder export leaves no temporary behind, and the folder
/// as it was before the run or as the run leaves it, never a mix.
@Suite("stop signals during a folder export", .serialized)
struct StopSignalTests {
    /// A theme of `count` color tokens in groups of 100, each color depending on `seed`.
    static func theme(count: Int, seed: Int) -> String {
        var text = ""
        for group in 0..<(count / 100) {
            text += "group G\(group) {\n"
            for token in 0..<100 {
                text += "  color c\(token) = #\(String(format: "%06x", (group * 100 + token + seed) & 0xffffff))\n"
            }
            text += "}\n"
        }
        return text
    }

    /// The signal, and how long after the start it is sent: while the theme is read, while the
    /// files are staged, and later, often during the rename pass, which a stop waits for.
    static let cases: [(signal: Int32, delay: Double)] = [
        (SIGTERM, 0.15), (SIGTERM, 0.3), (SIGINT, 0.6), (SIGTERM, 1.0)
    ]

    /// Runs `shade export --to xcassets theme.shade -o Colors.xcassets` in `scratch`, sends
    /// `signal` after `delay` seconds, and gives its exit status (0, or 128 + the signal).
    static func export(in scratch: Scratch, stoppedBy signal: Int32, after delay: Double) throws -> Int32 {
        let process = Process()
        process.executableURL = ShadeProcess.binary
        process.arguments = ["export", "--to", "xcassets", "theme.shade", "-o", "Colors.xcassets"]
        process.currentDirectoryURL = scratch.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        let status = process.terminationStatus
        #expect(status == 0 || status == 128 + signal, "status \(status)")
        return status
    }

    @Test("the folder is as before or as after, with no temporaries", arguments: cases.indices)
    func interrupted(_ index: Int) throws {
        let (signal, delay) = Self.cases[index]
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write(Self.theme(count: 2_000, seed: 0), at: "theme.shade")
        try scratch.write("{}\n", at: "Colors.xcassets/AppIcon.appiconset/Contents.json")
        let first = try ShadeProcess.run(
            ["export", "--to", "xcassets", "theme.shade", "-o", "Colors.xcassets"], directory: scratch.url)
        #expect(first.status == 0, "\(first.stderr)")
        let before = scratch.tree()
        try scratch.write(Self.theme(count: 2_000, seed: 1), at: "theme.shade")

        let status = try Self.export(in: scratch, stoppedBy: signal, after: delay)
        // Early signals arrive while the export runs: the interrupted path is always exercised.
        if delay <= 0.3 { #expect(status == 128 + signal, "the export ended before the signal") }

        var after = scratch.tree()
        let leftovers = after.keys.filter { $0.contains(".shade-") && !$0.hasSuffix(".shade-export-xcassets.json") }
        #expect(leftovers.isEmpty, "\(leftovers.prefix(5))")
        after["theme.shade"] = before["theme.shade"]
        if status != 0 && after != before {
            // A stop that arrives during the rename pass waits for it (the pass runs with the
            // signals held): the run is then complete, and a second run finds nothing to change.
            let again = try ShadeProcess.run(
                ["export", "--to", "xcassets", "theme.shade", "-o", "Colors.xcassets"], directory: scratch.url)
            #expect(again.status == 0, "\(again.stderr)")
            var rerun = scratch.tree()
            rerun["theme.shade"] = before["theme.shade"]
            #expect(rerun == after, "an interrupted run left the folder neither as before nor as after")
        } else if status != 0 {
            #expect(after == before)
        } else {
            #expect(after != before)
            #expect(after["Colors.xcassets/AppIcon.appiconset/Contents.json"] == "{}\n")
        }
    }

    @Test("a stop while a new folder is written leaves no folder or the whole one", arguments: cases.indices)
    func interruptedNewFolder(_ index: Int) throws {
        let (signal, delay) = Self.cases[index]
        let scratch = try Scratch()
        defer { scratch.remove() }
        // A new folder is written fast (one rename for the whole tree): 2,000 tokens were done
        // before 0.3 s on a quiet machine, so the early signals must meet a theme ten times larger.
        try scratch.write(Self.theme(count: 20_000, seed: 0), at: "theme.shade")
        let reference = try ShadeProcess.run(
            ["export", "--to", "xcassets", "theme.shade", "-o", "Reference.xcassets"], directory: scratch.url)
        #expect(reference.status == 0, "\(reference.stderr)")

        let status = try Self.export(in: scratch, stoppedBy: signal, after: delay)
        if delay <= 0.3 { #expect(status == 128 + signal, "the export ended before the signal") }

        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()
        if FileManager.default.fileExists(atPath: scratch.path("Colors.xcassets")) {
            // A stop that arrives during the rename waits for it: the folder is then whole.
            #expect(names == ["Colors.xcassets", "Reference.xcassets", "theme.shade"])
            #expect(scratch.tree("Colors.xcassets") == scratch.tree("Reference.xcassets"))
        } else {
            #expect(status == 128 + signal)
            #expect(names == ["Reference.xcassets", "theme.shade"], "left behind: \(names)")
        }
    }
}

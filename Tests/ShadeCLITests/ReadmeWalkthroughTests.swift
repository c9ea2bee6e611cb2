import Foundation
import ShadeTestSupport
import Testing

/// README's "Five minutes with Shade", run as a reader runs it: the theme written, the edit
/// made, every `$ command` of its console blocks run in a shell with `shade` on the PATH, and
/// what the terminal shows (standard output and error together) equal to the lines below it.
@Suite("README walkthrough")
struct ReadmeWalkthroughTests {
    /// One step of the walkthrough, in README order.
    enum Step {
        case write(file: String, text: String)
        case replace(file: String, old: String, new: String)
        case run(command: String, shows: String)
    }

    /// The steps of the section, parsed from README.md.
    static func steps() throws -> [Step] {
        let readme = try String(contentsOf: ShadeBinary.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## Five minutes with Shade\n"))
        let rest = readme[start.upperBound...]
        let section = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
        let lines = section.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var steps: [Step] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if let file = line.firstMatch(of: /<!-- walkthrough: write (\S+) -->/)?.1 {
                index += 2  // the marker, then the fence
                var text = ""
                while lines[index] != "```" {
                    text += lines[index] + "\n"
                    index += 1
                }
                steps.append(.write(file: String(file), text: text))
            } else if let edit = line.firstMatch(of: /<!-- walkthrough: in (\S+), "(.+)" becomes "(.+)" -->/) {
                steps.append(.replace(file: String(edit.1), old: String(edit.2), new: String(edit.3)))
            } else if line == "```console" {
                index += 1
                while lines[index] != "```" {
                    let command = String(lines[index].dropFirst(2))
                    index += 1
                    var shows = ""
                    while lines[index] != "```" && !lines[index].hasPrefix("$ ") {
                        shows += lines[index] + "\n"
                        index += 1
                    }
                    steps.append(.run(command: command, shows: shows))
                }
            }
            index += 1
        }
        return steps
    }

    @Test("every command of the walkthrough shows what README shows")
    func walkthrough() throws {
        let steps = try Self.steps()
        #expect(steps.count >= 6)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-walk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let binaries = ShadeBinary.url.deletingLastPathComponent().path
        for step in steps {
            switch step {
            case .write(let file, let text):
                try text.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
            case .replace(let file, let old, let new):
                let url = folder.appendingPathComponent(file)
                let text = try String(contentsOf: url, encoding: .utf8)
                #expect(text.contains(old), "\(file) has no '\(old)'")
                try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
            case .run(let command, let shows):
                #expect(command.hasPrefix("shade ") || command.contains("| shade "), "\(command)")
                let shell = Process()
                shell.executableURL = URL(fileURLWithPath: "/bin/sh")
                shell.arguments = ["-c", command + " 2>&1"]
                shell.currentDirectoryURL = folder
                var environment = ProcessInfo.processInfo.environment
                environment["PATH"] = binaries + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
                shell.environment = environment
                let output = Pipe()
                shell.standardOutput = output
                try shell.run()
                let data = output.fileHandleForReading.readDataToEndOfFile()
                shell.waitUntilExit()
                #expect(String(decoding: data, as: UTF8.self) == shows, "\(command)")
            }
        }
        // The exports wrote their files.
        for file in ["Theme.swift", "res/values/colors.xml", "res/values-night/colors.xml"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file)")
        }
    }
}

import Foundation
import Shade

/// `--watch`: does a command's work, then again whenever a file the theme was read from changes
/// (imports included; a file a new import names is watched from the run that names it, one that
/// is missing too, so creating it counts). A burst of writes is one change: the run waits until
/// the files have been still for `settle`. A run with errors prints them and leaves the last good
/// output as it was; the watch goes on until the process is stopped.
struct Watch {
    /// How often the files are looked at.
    var interval: TimeInterval = 0.1
    /// How long the files must stay unchanged before a run.
    var settle: TimeInterval = 0.15

    /// What is looked at of a file: missing files have no stamp.
    private struct Stamp: Equatable {
        var size: UInt64
        var modified: Date
    }

    /// Runs `work` on the theme loaded from `entries` now and after every change; never returns.
    /// `work` writes the output; it throws (after saying why) when it wrote nothing.
    func run(entries: [String], warningsAsErrors: Bool, work: (Theme) throws -> Void) -> Never {
        StopSignals.install()
        var files = pass(entries: entries, warningsAsErrors: warningsAsErrors, work: work)
        var stamps = Self.stamps(of: files)
        Self.say("watching \(files.count) file\(files.count == 1 ? "" : "s"); Ctrl-C stops")
        while true {
            Thread.sleep(forTimeInterval: interval)
            var now = Self.stamps(of: files)
            guard now != stamps else { continue }
            repeat {
                stamps = now
                Thread.sleep(forTimeInterval: settle)
                now = Self.stamps(of: files)
            } while now != stamps
            let before = stamps
            let started = Date()
            files = pass(entries: entries, warningsAsErrors: warningsAsErrors, work: work)
            // A file that changes while the run reads it keeps its earlier stamp: the next look
            // sees the change and runs again.
            stamps = Self.stamps(of: files).merging(before.filter { files.contains($0.key) }) { _, earlier in earlier }
            Self.say(String(format: "ran again after a change (%.0f ms)", Date().timeIntervalSince(started) * 1000))
        }
    }

    /// One run: load, report, and do the work when the theme allows. Returns the files to watch.
    private func pass(entries: [String], warningsAsErrors: Bool, work: (Theme) throws -> Void) -> [String] {
        let theme = ThemeLoader().load(files: entries)
        Terminal.printDiagnostics(theme.diagnostics)
        if theme.hasErrors || (warningsAsErrors && !theme.diagnostics.isEmpty) {
            Self.say("the theme has errors; the last good output is kept")
        } else {
            do { try work(theme) } catch { Self.say("nothing was written; the last good output is kept") }
        }
        return theme.files.isEmpty ? entries : theme.files
    }

    private static func stamps(of files: [String]) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for file in files {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: file),
                  let size = attributes[.size] as? NSNumber, let modified = attributes[.modificationDate] as? Date
            else { continue }
            stamps[file] = Stamp(size: size.uint64Value, modified: modified)
        }
        return stamps
    }

    private static func say(_ message: String) {
        FileHandle.standardError.write(Data("shade: \(message)\n".utf8))
    }
}

import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Shade
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

    /// What is looked at of a file: missing files have no stamp. Size and modification time miss
    /// a file replaced by one of the same size with its time set back (`mv`, `cp -p`, `touch -r`):
    /// the device and inode tell a replaced file, the status-change time one rewritten in place.
    struct Stamp: Equatable {
        var size: Int64
        var device: UInt64
        var inode: UInt64
        var modified: timespec
        var changed: timespec

        static func == (left: Stamp, right: Stamp) -> Bool {
            left.size == right.size && left.device == right.device && left.inode == right.inode
                && left.modified.tv_sec == right.modified.tv_sec && left.modified.tv_nsec == right.modified.tv_nsec
                && left.changed.tv_sec == right.changed.tv_sec && left.changed.tv_nsec == right.changed.tv_nsec
        }

        /// The stamp of the file at `path` now; nil when it cannot be looked at (missing).
        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            size = Int64(info.st_size)
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            #if canImport(Darwin)
            modified = info.st_mtimespec
            changed = info.st_ctimespec
            #else
            modified = info.st_mtim
            changed = info.st_ctim
            #endif
        }
    }

    /// Runs `work` on the theme loaded from `entries` now and after every change; never returns.
    /// `work` writes the output; it throws (after saying why) when it wrote nothing.
    func run(entries: [String], warningsAsErrors: Bool, work: (Theme) throws -> Void) -> Never {
        StopSignals.install()
        var files = pass(entries: entries, warningsAsErrors: warningsAsErrors, work: work)
        var settling = Settling(seen: Self.stamps(of: files))
        Self.say("watching \(files.count) file\(files.count == 1 ? "" : "s"); Ctrl-C stops")
        while true {
            switch settling.look(Self.stamps(of: files)) {
            case .still: Threads.sleep(seconds: interval)
            case .settling: Threads.sleep(seconds: settle)
            case .run(let before):
                let clock = ContinuousClock()
                let started = clock.now
                files = pass(entries: entries, warningsAsErrors: warningsAsErrors, work: work)
                let took = clock.now - started
                // A file that changes while the run reads it keeps its earlier stamp: the next look
                // sees the change and runs again.
                settling.seen = Self.stamps(of: files).merging(before.filter { files.contains($0.key) }) { _, old in old
                }
                Self.say("ran again after a change (\(Self.milliseconds(took)))")
            }
        }
    }

    /// When to run: a change is run once the files have looked the same twice in a row, `settle`
    /// apart, so a burst of writes is one run. The loop above sleeps between looks; this decides,
    /// with no clock of its own, so the rule is tested look by look (Tests/ShadeCLITests/WatchTests.swift).
    struct Settling<Stamps: Equatable & Sendable>: Sendable {
        /// What the files looked like at the last run.
        var seen: Stamps
        /// A change not yet still: what the last look saw.
        var pending: Stamps?

        init(seen: Stamps) { self.seen = seen }

        /// What to do after a look.
        enum Step: Equatable, Sendable {
            /// Nothing changed: look again after `interval`.
            case still
            /// A change is under way: look again after `settle`.
            case settling
            /// The change is still: run, with the stamps it settled on.
            case run(Stamps)
        }

        /// Takes the stamps of a look and says what to do next.
        mutating func look(_ now: Stamps) -> Step {
            if let changing = pending {
                guard now == changing else {
                    pending = now
                    return .settling
                }
                pending = nil
                seen = now
                return .run(now)
            }
            guard now != seen else { return .still }
            pending = now
            return .settling
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

    /// A run's time as a person reads it: "0.42 ms", "3.1 ms", "48 ms" (three significant digits at
    /// most, never a bare "0 ms" for a run that took a fraction of a millisecond).
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        let digits = value < 1 ? 2 : value < 10 ? 1 : 0
        return NumberText.fixed(value, digits: digits) + " ms"
    }

    static func stamps(of files: [String]) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for file in files {
            stamps[file] = Stamp(path: file)
        }
        return stamps
    }

    private static func say(_ message: String) {
        Terminal.printToStandardError("shade: \(message)\n")
    }
}

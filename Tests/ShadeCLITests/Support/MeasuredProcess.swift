import Foundation
import ShadeTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the built `shade` binary under GNU time (`/usr/bin/time`), a small process of its own that
/// starts `shade` and reports that child's exit, wall time and peak memory (its `ru_maxrss` from
/// `wait4`). The helper is needed on Linux: a process spawned straight from the test process
/// counts the test process's own memory in its peak (exec records the memory it replaces).
/// A run still going after its time limit is killed with its whole process group.
struct MeasuredProcess {
    /// GNU time, where Debian's `time` package puts it.
    static let time = ["/usr/bin/time"].first(where: FileManager.default.isExecutableFile(atPath:))

    /// How a run ended.
    struct Outcome: Sendable {
        /// The exit status, or nil when a signal ended it.
        var status: Int32?
        /// The signal that ended it, if one did.
        var signal: Int32?
        /// Whether it was killed at the hard time limit.
        var timedOut: Bool
        /// Wall time, in seconds.
        var seconds: Double
        /// Peak resident memory, in bytes.
        var peakBytes: Int
        /// What it wrote on standard error.
        var stderr: String
    }

    /// Runs `shade ARGUMENTS` with standard input read from `input` (the null device when nil) and
    /// standard output to the null device; kills it once it has run `limit` seconds.
    static func run(_ arguments: [String], input: URL?, limit: Double) throws -> Outcome {
        let time = try #require(Self.time, "GNU time is required here (SHADE_REQUIRE_TOOLS=1): install time")
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("shade-measured-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let errorPath = scratch.appendingPathComponent("stderr").path
        let figuresPath = scratch.appendingPathComponent("figures").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input?.path ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let command = [time, "-f", "%x %e %M", "-o", figuresPath, ShadeBinary.url.path] + arguments
        let argv = command.map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + environment { free(pointer) } }

        let start = DispatchTime.now()
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9 }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, time, &actions, &attributes, argv, environment)
        guard spawned == 0 else { throw CocoaError(.executableLoad, userInfo: ["errno": spawned]) }
        var status: Int32 = 0
        var timedOut = false
        while waitpid(pid, &status, WNOHANG) == 0 {
            if elapsed() > limit, !timedOut {
                timedOut = true
                kill(-pid, SIGKILL)
            }
            usleep(2_000)
        }
        let seconds = elapsed()
        // The last line is "status seconds kilobytes"; one before it names a signal, if one ended the run.
        let figures = (try? String(contentsOfFile: figuresPath, encoding: .utf8)) ?? ""
        let lines = figures.split(separator: "\n")
        let fields = lines.last?.split(separator: " ") ?? []
        let signal = lines.first { $0.hasPrefix("Command terminated by signal ") }
            .flatMap { Int32($0.split(separator: " ").last ?? "") }
        let stderr = String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: errorPath))) ?? Data(), as: UTF8.self)
        return Outcome(
            status: timedOut || signal != nil ? nil : fields.first.flatMap { Int32($0) },
            signal: timedOut ? SIGKILL : signal, timedOut: timedOut, seconds: seconds,
            peakBytes: (fields.count == 3 ? Int(fields[2]) ?? 0 : 0) * 1024, stderr: stderr)
    }
}

import CLibFuzzer
import Foundation

/// The fuzzer's bytes as text, and a few things every harness needs.
public enum FuzzInput {
    /// A harness's entry point, as libFuzzer calls it.
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// Runs libFuzzer on `test` with the process's command line (`-help=1` lists the options)
    /// and exits with its status: 0, or non-zero after a crash, timeout or out-of-memory.
    public static func runLibFuzzer(_ test: TestOneInput) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, test))
    }

    /// The input as a string: invalid UTF-8 becomes U+FFFD, as for any `String(decoding:)`.
    public static func text(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    }

    /// A folder created empty for this process, removed at exit: imports that resolve in it
    /// find nothing, so fuzzed input never reads the machine's files.
    public static let emptyDirectory: String = {
        let path =
            NSTemporaryDirectory() + "shade-fuzz-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            fatalError("cannot create the empty folder for imports: \(error)")
        }
        atexit { try? FileManager.default.removeItem(atPath: FuzzInput.emptyDirectory) }
        return path
    }()

    /// Stops the run with `message` when `condition` is false: unlike `precondition`, the
    /// message is printed in a release build too, so a crash report says what broke.
    public static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }

    /// Keeps a computed result alive, so the optimizer cannot drop the work that made it.
    @inline(never)
    public static func consume<T>(_ value: T) {
        withExtendedLifetime(value) {}
    }
}

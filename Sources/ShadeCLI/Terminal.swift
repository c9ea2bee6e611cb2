import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
#else
import Foundation
#endif
import Shade
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// What the executable knows about the terminal: whether to color, and how to print errors.
enum Terminal {
    /// True when the descriptor is a terminal and `NO_COLOR` is unset (https://no-color.org).
    static func supportsColor(fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    static func printDiagnostics(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        let renderer = Diagnostic.Renderer(colored: supportsColor(fileDescriptor: STDERR_FILENO))
        printToStandardError(renderer.render(diagnostics))
    }

    /// Writes `text` on standard error, whole unless the stream fails (nothing is left to say
    /// that on, then).
    static func printToStandardError(_ text: String) {
        text.withUTF8Bytes { _ = FileWriteError.writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
    }

    /// A usage error (exit 64) for a named file that is missing or a folder; `-` is stdin.
    static func validateReadable(_ files: [String]) throws {
        for file in files where file != "-" {
            guard let entry = FileSystemEntry.at(file) else {
                throw ValidationError("cannot read '\(file)': no such file")
            }
            if entry.kind == .folder { throw ValidationError("cannot read '\(file)': it is a directory") }
        }
    }

    /// `shade: note: MESSAGE` on standard error.
    static func printNote(_ message: String) {
        printToStandardError("shade: note: \(message)\n")
    }

    /// Every error the same way: its diagnostics, through the one renderer.
    static func printError(_ error: some ShadeError) {
        printDiagnostics(error.diagnostics)
    }

    /// `shade: error: MESSAGE` on standard error: an error with no place, as the renderer writes it.
    static func printError(_ message: String) {
        printDiagnostics([.unlocated(message)])
    }
}

/// Every byte the commands print on standard output goes through here, so that a write error
/// (`shade eval theme.shade > /dev/full`) is never lost: the first error stops further writes,
/// and ``finish()`` reports it (`cannot write standard output: No space left on device`, exit 1).
enum CheckedOutput {
    /// The error number of the first failed write, if any.
    private nonisolated(unsafe) static var failure: Int32?

    /// Writes `buffer` to standard output whole, or records why it could not.
    static func write(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard failure == nil else { return }
        failure = FileWriteError.writeAll(UnsafeRawBufferPointer(buffer), to: STDOUT_FILENO)
    }

    /// Writes `text`'s UTF-8 bytes.
    static func write(_ text: String) {
        text.withUTF8Bytes(write)
    }

    /// Writes `bytes`.
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer(write)
    }

    /// Throws exit status 1, having said why, when a write to standard output failed.
    static func finish() throws {
        guard let failure else { return }
        Terminal.printError("cannot write standard output: \(String(cString: strerror(failure)))")
        throw ExitCode(1)
    }
}

/// What SIGINT, SIGTERM and SIGHUP do while a command writes files: remove every temporary in
/// flight (``TemporaryFiles``), so the destination stays as it was and nothing is left behind,
/// then exit with 128 + the signal's number, as a shell reports a stopped command. The handler
/// only calls `unlink`, `rmdir` and `_exit`, which are safe in a signal handler.
enum StopSignals {
    /// Installs the handler for the stop signals and unblocks them: Ctrl-C and SIGTERM must reach
    /// the command even when the process that started it handed down a mask blocking them.
    static func install() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in TemporaryFiles.stopSignals { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        for signal in TemporaryFiles.stopSignals {
            _ = systemSignal(signal) { number in
                TemporaryFiles.removeAllInFlight()
                _exit(128 + number)
            }
        }
    }
}

#if canImport(Glibc)
private let systemSignal = Glibc.signal
#elseif canImport(Darwin)
private let systemSignal = Darwin.signal
#endif

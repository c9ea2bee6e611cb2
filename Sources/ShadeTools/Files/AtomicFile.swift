#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
#else
import Foundation
#endif
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax

/// Why a file could not be written.
package struct FileWriteError: ShadeError, Hashable, CustomStringConvertible {
    /// The path as given.
    package let path: String
    /// The system's reason (`No such file or directory`), or Shade's (`it is read-only`).
    package let reason: String

    /// An error for `path` with `reason`.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// An error for `path` with the system's words for the error number `code`.
    package init(path: String, code: Int32) {
        self.init(path: path, reason: String(cString: strerror(code)))
    }

    /// `cannot write 'PATH': REASON`.
    package var description: String { "cannot write '\(path)': \(reason)" }

    /// The error as one diagnostic without a place: `shade: error: cannot write …` rendered.
    package var diagnostics: [Diagnostic] { [.unlocated(description)] }

    /// Writes every byte to `descriptor`; the error number on failure. The one write loop of the
    /// files, standard output and standard error.
    package static func writeAll(_ bytes: some ContiguousBytes, to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return count == 0 ? EIO : errno }
                written += count
            }
            return nil
        }
    }
}

/// All-or-nothing file writes, for `-o FILE`, `fmt -w` and the REPL's `:save`. A regular file is
/// written to a temporary beside it, then renamed over it, so on any error it is left as it was;
/// a character device, FIFO or socket (`/dev/null`), and anything under `/dev/` or `/proc/`
/// (`/dev/stdout`), is written as a stream, never renamed over. A symbolic link is followed:
/// the link stays and the file it names is written.
/// A new file gets `0666` less the umask, an existing one keeps its permissions. Refused, with
/// nothing changed: an empty path, a folder, a read-only file, and one of `protected` (an input).
package enum AtomicFile {
    /// Writes `bytes` to `path`, or throws and leaves it untouched.
    package static func write(
        _ bytes: some ContiguousBytes, to path: String, protecting protected: ProtectedFiles = .none
    ) throws(FileWriteError) {
        guard !path.isEmpty else { throw FileWriteError(path: path, reason: "the path is empty") }
        if path.hasPrefix("/dev/") || path.hasPrefix("/proc/"), let entry = FileSystemEntry.at(path),
            entry.kind != .folder
        {
            // `/dev/stdout` and `/dev/fd/N` lead to whatever the descriptor is (a pipe's link
            // names no file): such a path is always written as a stream.
            if let input = protected.input(matching: entry) {
                throw FileWriteError(path: path, reason: "it is the input file '\(input)'; choose another output")
            }
            return try writeStream(bytes, to: path, truncating: entry.kind == .regularFile, shownPath: path)
        }
        let target = try FileSystemEntry.resolvingLinks(path)
        let entry = FileSystemEntry.at(target, followingLinks: false)
        if let input = protected.input(matching: entry) {
            throw FileWriteError(path: path, reason: "it is the input file '\(input)'; choose another output")
        }
        switch entry?.kind {
        case nil:
            try StagedFile.stage(bytes, at: target, replacing: nil, shownPath: path).commit(shownPath: path)
        case .regularFile:
            if entry!.isReadOnly(at: target) { throw FileWriteError(path: path, reason: "it is read-only") }
            try StagedFile.stage(bytes, at: target, replacing: entry, shownPath: path).commit(shownPath: path)
        case .stream:
            try writeStream(bytes, to: target, truncating: false, shownPath: path)
        case .folder:
            throw FileWriteError(path: path, reason: "it is a folder")
        case .symbolicLink, .other:
            throw FileWriteError(path: path, reason: "it is not a regular file")
        }
    }

    /// Writes to a device, FIFO or socket in place (a regular file reached through `/dev/fd`
    /// is truncated first, as the shell's `>` does).
    private static func writeStream(
        _ bytes: some ContiguousBytes, to target: String, truncating: Bool, shownPath: String
    ) throws(FileWriteError) {
        if let inherited = inheritedDescriptor(target) {
            if let code = FileWriteError.writeAll(bytes, to: inherited) {
                throw FileWriteError(path: shownPath, code: code)
            }
            return
        }
        let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC | (truncating ? O_TRUNC : 0))
        guard descriptor >= 0 else { throw FileWriteError(path: shownPath, code: errno) }
        var code = FileWriteError.writeAll(bytes, to: descriptor)
        if close(descriptor) != 0, code == nil, errno != EINTR { code = errno }
        if let code { throw FileWriteError(path: shownPath, code: code) }
    }

    /// The open descriptor `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N` names:
    /// written as it is, so that output appended to (`>>`) stays appended.
    private static func inheritedDescriptor(_ path: String) -> Int32? {
        let number: Substring
        switch path {
        case "/dev/stdout": number = "1"
        case "/dev/stderr": number = "2"
        case _ where path.hasPrefix("/dev/fd/"): number = path.dropFirst("/dev/fd/".count)
        case _ where path.hasPrefix("/proc/self/fd/"): number = path.dropFirst("/proc/self/fd/".count)
        default: return nil
        }
        guard let descriptor = Int32(number), fcntl(descriptor, F_GETFD) >= 0 else { return nil }
        return descriptor
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

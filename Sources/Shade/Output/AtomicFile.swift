import Foundation

/// Why a file could not be written.
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as given.
    public let path: String
    /// The system's reason (`No such file or directory`).
    public let reason: String

    /// `cannot write 'PATH': REASON`.
    public var description: String { "cannot write '\(path)': \(reason)" }
}

/// All-or-nothing file writes, for `shade eval -o` and the REPL's `:save`: the bytes go to a
/// temporary file beside the target, which is then renamed over it, so on any error the target
/// is left as it was. A symbolic link is written through to the file it names, and an existing
/// file keeps its permissions (a new one gets 0644).
public enum AtomicFile {
    /// Writes `bytes` to `path`, or throws and leaves it untouched.
    public static func write(_ bytes: some ContiguousBytes, to path: String) throws(FileWriteError) {
        func failure(_ code: Int32) -> FileWriteError {
            FileWriteError(path: path, reason: String(cString: strerror(code)))
        }
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var status = stat()
        let mode = stat(target, &status) == 0 ? mode_t(status.st_mode & 0o7777) : 0o644
        let folder = (target as NSString).deletingLastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/.shade-write-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw failure(errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let code = writeAll(bytes, to: descriptor)
        fchmod(descriptor, mode)
        close(descriptor)
        if let code {
            unlink(temporary)
            throw failure(code)
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(code)
        }
    }

    /// Writes every byte to `descriptor`; the error number on failure.
    static func writeAll(_ bytes: some ContiguousBytes, to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return errno }
                written += count
            }
            return nil
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

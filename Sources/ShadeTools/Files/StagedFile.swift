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

/// A file's new bytes, written to a temporary beside its final path and registered with
/// ``TemporaryFiles`` until ``commit()`` renames it into place or ``discard()`` removes it. A new
/// file gets `0666` less the umask; one that replaces a file gets that file's permissions (and,
/// for the superuser, its owner).
struct StagedFile {
    /// The temporary's path.
    package let temporary: String
    /// The path it takes on commit (symbolic links already followed).
    package let destination: String
    private let registration: TemporaryFiles.Registration
    /// Whether the stop signals are held wherever this file is committed or discarded.
    private let signalsHeld: Bool

    /// A random start for the process's temporary names, then one more for each: unique in
    /// practice without a system call for randomness per file (a name taken is skipped anyway).
    private nonisolated(unsafe) static var suffix = UInt64.random(in: 0..<(1 << 47))
    private static let suffixLock = Lock()

    private static func nextSuffix() -> String {
        suffixLock.lock()
        defer { suffixLock.unlock() }
        suffix &+= 1
        return String(suffix & (1 << 48 - 1), radix: 36)
    }

    /// A temporary name beside `destination` (`.NAME.shade-SUFFIX`), new to this process: a
    /// name taken by something else is noticed when it is created (`O_EXCL`, `mkdir`).
    static func temporaryPath(beside destination: String) -> String {
        let folder = FileSystemEntry.folder(of: destination)
        let name = FileSystemEntry.name(of: destination)
        let stem = name.utf8.count > 200 ? "" : "." + name
        return (folder.isEmpty ? "" : folder + "/") + stem + ".shade-" + nextSuffix()
    }

    /// Writes `bytes` beside `destination`; `replacing` is what is there now. Errors name `shownPath`.
    /// `signalsHeld`: the caller holds the stop signals (``TemporaryFiles/deferringSignals(_:)``).
    package static func stage(
        _ bytes: some ContiguousBytes, at destination: String, replacing existing: FileSystemEntry?,
        shownPath: @autoclosure () -> String, signalsHeld: Bool = false
    ) throws(FileWriteError) -> StagedFile {
        for _ in 0..<100 {
            let temporary = temporaryPath(beside: destination)
            let registration = TemporaryFiles.register(temporary, signalsHeld: signalsHeld)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor < 0 {
                let code = errno
                TemporaryFiles.release(registration, signalsHeld: signalsHeld)
                if code == EEXIST { continue }
                throw FileWriteError(path: shownPath(), code: code)
            }
            let staged = StagedFile(
                temporary: temporary, destination: destination, registration: registration, signalsHeld: signalsHeld)
            var code = FileWriteError.writeAll(bytes, to: descriptor)
            if let existing {
                if geteuid() == 0 { fchown(descriptor, existing.owner.user, existing.owner.group) }
                if code == nil, fchmod(descriptor, existing.permissions) != 0 { code = errno }
            }
            if close(descriptor) != 0, code == nil { code = errno }
            if let code {
                staged.discard()
                throw FileWriteError(path: shownPath(), code: code)
            }
            return staged
        }
        throw FileWriteError(path: shownPath(), code: EEXIST)
    }

    /// Renames the temporary over the destination; on failure removes it.
    func commit(shownPath: @autoclosure () -> String) throws(FileWriteError) {
        guard rename(temporary, destination) == 0 else {
            let code = errno
            discard()
            throw FileWriteError(path: shownPath(), code: code)
        }
        TemporaryFiles.release(registration, signalsHeld: signalsHeld)
    }

    /// Removes the temporary.
    func discard() {
        unlink(temporary)
        TemporaryFiles.release(registration, signalsHeld: signalsHeld)
    }
}

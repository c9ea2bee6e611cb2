import Foundation
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

    /// Writes `bytes` beside `destination`; `replacing` is what is there now. Errors name `shownPath`.
    package static func stage(
        _ bytes: some ContiguousBytes, at destination: String, replacing existing: FileSystemEntry?,
        shownPath: String
    ) throws(FileWriteError) -> StagedFile {
        let folder = FileSystemEntry.folder(of: destination)
        let name = String(
            destination[(destination.lastIndex(of: "/").map(destination.index(after:)) ?? destination.startIndex)...])
        let stem = name.utf8.count > 200 ? "" : "." + name
        let prefix = (folder.isEmpty ? "" : folder + "/") + stem + ".shade-"
        for _ in 0..<100 {
            let temporary = prefix + String(UInt64.random(in: 0..<(1 << 48)), radix: 36)
            let registration = TemporaryFiles.register(temporary)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor < 0 {
                let code = errno
                TemporaryFiles.release(registration)
                if code == EEXIST { continue }
                throw FileWriteError(path: shownPath, code: code)
            }
            let staged = StagedFile(temporary: temporary, destination: destination, registration: registration)
            var code = FileWriteError.writeAll(bytes, to: descriptor)
            if let existing {
                if geteuid() == 0 { fchown(descriptor, existing.owner.user, existing.owner.group) }
                if code == nil, fchmod(descriptor, existing.permissions) != 0 { code = errno }
            }
            if close(descriptor) != 0, code == nil { code = errno }
            if let code {
                staged.discard()
                throw FileWriteError(path: shownPath, code: code)
            }
            return staged
        }
        throw FileWriteError(path: shownPath, code: EEXIST)
    }

    /// Renames the temporary over the destination; on failure removes it.
    func commit(shownPath: String) throws(FileWriteError) {
        guard rename(temporary, destination) == 0 else {
            let code = errno
            discard()
            throw FileWriteError(path: shownPath, code: code)
        }
        TemporaryFiles.release(registration)
    }

    /// Removes the temporary.
    func discard() {
        unlink(temporary)
        TemporaryFiles.release(registration)
    }
}

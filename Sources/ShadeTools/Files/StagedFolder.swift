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

/// A folder export into a folder that does not exist yet (``AtomicFolder``): the folder is
/// created empty, as a claim on its name; the whole tree (folders, files and manifest) is
/// written under their own names inside one temporary folder beside it; one rename then puts
/// the tree in the place of the empty folder. That is one rename for the export, not one per
/// file: an asset catalog of 100,000 colors is 200,000 folders and files (docs/performance.md).
///
/// Every folder and file is registered with ``TemporaryFiles`` until the rename, so an error or
/// a stop signal before it removes them all, and the empty folder, and nothing is left. The
/// rename runs with the stop signals held. Should something appear in the empty folder
/// meanwhile, the rename fails (a folder is only replaced when empty), the tree is removed and
/// the export refused: what another program put there stays as it is.
enum StagedFolder {
    /// Writes the files of `plan`, whose root does not exist; `shownPath` is the folder as given.
    static func write(
        _ plan: FolderExportPlan, shownPath: String, report: inout FolderWriteReport
    ) throws(FileWriteError) {
        var registrations: [TemporaryFiles.Registration] = []
        registrations.reserveCapacity(plan.foldersToCreate.count + plan.writes.count + 2)
        do throws(FileWriteError) {
            let staging = try TemporaryFiles.deferringSignals { () throws(FileWriteError) -> String in
                registrations.append(try make(plan.root, shownPath: shownPath))
                let (registration, staging) = try makeStaging(beside: plan.root, shownPath: shownPath)
                registrations.append(registration)
                return staging
            }
            // In batches with the stop signals held, as ``AtomicFolder`` does: a stop waits at most one batch.
            let folders = plan.foldersToCreate.filter { !$0.isEmpty }
            for start in stride(from: 0, to: folders.count, by: 256) {
                try TemporaryFiles.deferringSignals { () throws(FileWriteError) in
                    for folder in folders[start..<min(start + 256, folders.count)] {
                        registrations.append(try make(staging + "/" + folder, shownPath: shownPath))
                    }
                }
            }
            for start in stride(from: 0, to: plan.writes.count, by: 256) {
                try TemporaryFiles.deferringSignals { () throws(FileWriteError) in
                    for write in plan.writes[start..<min(start + 256, plan.writes.count)] {
                        registrations.append(
                            try create(
                                write.bytes, at: staging + "/" + write.path, shownPath: plan.root + "/" + write.path))
                    }
                }
            }
            let manifestName = FileSystemEntry.name(of: plan.manifestPath)
            try TemporaryFiles.deferringSignals { () throws(FileWriteError) in
                registrations.append(
                    try create(manifest(plan), at: staging + "/" + manifestName, shownPath: plan.manifestPath))
            }
            try TemporaryFiles.deferringSignals { () throws(FileWriteError) in
                guard rename(staging, plan.root) == 0 else { throw FileWriteError(path: shownPath, code: errno) }
                for registration in registrations { TemporaryFiles.release(registration, signalsHeld: true) }
            }
        } catch {
            TemporaryFiles.deferringSignals {
                for registration in registrations.reversed() { TemporaryFiles.remove(registration, signalsHeld: true) }
            }
            throw error
        }
        report.written = plan.writes.map(\.path)
    }

    /// The manifest of a new folder: every file written, every folder created.
    private static func manifest(_ plan: FolderExportPlan) -> [UInt8] {
        let files = plan.writes.map { (key: $0.path, value: CollectionOfOne($0.digest)) }.sorted { $0.key < $1.key }
        return ExportManifest.encoded(files: files, folders: plan.foldersToCreate.filter { !$0.isEmpty })
    }

    /// Creates the folder `path`, registered; signals held by the caller.
    private static func make(_ path: String, shownPath: String) throws(FileWriteError) -> TemporaryFiles.Registration {
        let registration = TemporaryFiles.register(path, isFolder: true, signalsHeld: true)
        guard mkdir(path, 0o777) == 0 else {
            let code = errno
            TemporaryFiles.release(registration, signalsHeld: true)
            throw FileWriteError(path: shownPath, reason: "cannot create '\(path)': \(String(cString: strerror(code)))")
        }
        return registration
    }

    /// Creates the temporary folder beside `root`, under a name not taken; signals held by the caller.
    private static func makeStaging(
        beside root: String, shownPath: String
    ) throws(FileWriteError) -> (TemporaryFiles.Registration, String) {
        for _ in 0..<100 {
            let staging = StagedFile.temporaryPath(beside: root)
            let registration = TemporaryFiles.register(staging, isFolder: true, signalsHeld: true)
            if mkdir(staging, 0o777) == 0 { return (registration, staging) }
            let code = errno
            TemporaryFiles.release(registration, signalsHeld: true)
            if code == EEXIST { continue }
            throw FileWriteError(
                path: shownPath, reason: "cannot create '\(staging)': \(String(cString: strerror(code)))")
        }
        throw FileWriteError(path: shownPath, code: EEXIST)
    }

    /// Creates the file `path` holding `bytes` (`0666` less the umask), registered; signals held by the caller.
    private static func create(
        _ bytes: [UInt8], at path: String, shownPath: @autoclosure () -> String
    ) throws(FileWriteError) -> TemporaryFiles.Registration {
        let registration = TemporaryFiles.register(path, signalsHeld: true)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            let code = errno
            TemporaryFiles.release(registration, signalsHeld: true)
            throw FileWriteError(path: shownPath(), code: code)
        }
        var code = FileWriteError.writeAll(bytes, to: descriptor)
        if close(descriptor) != 0, code == nil { code = errno }
        if let code {
            TemporaryFiles.remove(registration, signalsHeld: true)
            throw FileWriteError(path: shownPath(), code: code)
        }
        return registration
    }
}

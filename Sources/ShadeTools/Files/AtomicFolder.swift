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

/// What a folder export did.
package struct FolderWriteReport: Hashable, Sendable {
    /// Files written (created or replaced), by path inside the folder.
    package var written: [String] = []
    /// Files already holding the bytes the export would write: left as they were.
    package var unchanged = 0
    /// Files an earlier export wrote that the theme no longer produces: removed.
    package var removed: [String] = []
    /// Files an earlier export wrote that the theme no longer produces but that were changed (or
    /// replaced by a link) since: kept, and no longer recorded as the export's.
    package var kept: [String] = []

    /// A report of these files.
    package init(written: [String] = [], unchanged: Int = 0, removed: [String] = [], kept: [String] = []) {
        self.written = written
        self.unchanged = unchanged
        self.removed = removed
        self.kept = kept
    }
}

/// Folder exports (`shade export --to xcassets -o Colors.xcassets`) that own only what they
/// write. The folder's manifest (``ExportManifest``) records the files an export wrote; a run
/// writes its files, replaces only files it wrote before, removes those of its files the theme
/// no longer produces (and the folders it created that this leaves empty), and never touches
/// anything else. A file in the way that Shade did not write, or changed since, is refused
/// (unless `force`), as are read-only files, inputs and non-files, always.
///
/// Everything is checked first. A folder that does not exist yet is written whole inside a
/// temporary folder beside it and renamed into place once (``StagedFolder``). Into a folder that
/// exists, each new file is written to a temporary beside its final path (registered with
/// ``TemporaryFiles``); only when all are written are they renamed into place in one quick
/// pass, with the stop signals held until the pass, the removals and the manifest are done.
/// On any error before the pass, every temporary and created folder is removed and the folder
/// is as it was.
package enum AtomicFolder {
    /// Writes `files` (paths inside the folder, '/'-separated) into the folder `path`, creating it
    /// if needed; throws, having changed nothing, when anything is in the way or fails.
    @discardableResult
    package static func write(
        _ files: [ExportProduct.File], to path: String, manifestName: String = ".shade-export.json",
        protecting protected: ProtectedFiles = .none, force: Bool = false
    ) throws(FileWriteError) -> FolderWriteReport {
        guard !path.isEmpty else { throw FileWriteError(path: path, reason: "the path is empty") }
        let root = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let plan = FolderExportPlan(
            files: files, root: root, manifestName: manifestName, protected: protected, force: force)
        if !plan.problems.isEmpty {
            let reason =
                plan.problems.count == 1
                ? plan.problems[0]
                : "\(plan.problems.count) problems, nothing written:\n  " + plan.problems.joined(separator: "\n  ")
            throw FileWriteError(path: path, reason: reason)
        }
        var report = FolderWriteReport(unchanged: files.count - plan.writes.count, kept: plan.kept)
        guard !plan.writes.isEmpty || !plan.stale.isEmpty || manifestChanges(plan) else { return report }
        if plan.isNewFolder {
            // A new folder: written whole beside it and renamed into place once.
            try StagedFolder.write(plan, shownPath: path, report: &report)
            return report
        }
        var created: [TemporaryFiles.Registration] = []
        var staged: [StagedFile] = []
        func undo() {
            TemporaryFiles.deferringSignals {
                for file in staged { file.discard() }
                for registration in created.reversed() { TemporaryFiles.release(registration, signalsHeld: true) }
            }
        }
        do throws(FileWriteError) {
            // In batches with the stop signals held: one pair of system calls per batch, not two
            // per registration; a stop waits at most one batch.
            for start in stride(from: 0, to: plan.foldersToCreate.count, by: 256) {
                try TemporaryFiles.deferringSignals { () throws(FileWriteError) in
                    for folder in plan.foldersToCreate[start..<min(start + 256, plan.foldersToCreate.count)] {
                        let full = folder.isEmpty ? root : root + "/" + folder
                        let registration = TemporaryFiles.register(full, isFolder: true, signalsHeld: true)
                        guard mkdir(full, 0o777) == 0 else {
                            let code = errno
                            TemporaryFiles.release(registration, signalsHeld: true)
                            let reason = "cannot create '\(full)': \(String(cString: strerror(code)))"
                            throw FileWriteError(path: path, reason: reason)
                        }
                        created.append(registration)
                    }
                }
            }
            for start in stride(from: 0, to: plan.writes.count, by: 256) {
                try TemporaryFiles.deferringSignals { () throws(FileWriteError) in
                    for write in plan.writes[start..<min(start + 256, plan.writes.count)] {
                        staged.append(
                            try StagedFile.stage(
                                write.bytes, at: write.destination, replacing: write.replacing,
                                shownPath: root + "/" + write.path, signalsHeld: true))
                    }
                }
            }
            staged.append(
                try StagedFile.stage(
                    plan.passing.encoded(), at: plan.manifestPath,
                    replacing: nil, shownPath: plan.manifestPath))
        } catch {
            undo()
            removeCreatedFolders(plan)
            throw error
        }
        return try TemporaryFiles.deferringSignals { () throws(FileWriteError) -> FolderWriteReport in
            try renamePass(plan, staged: staged, created: created, report: &report)
            return report
        }
    }

    /// Renames every staged file into place (the manifest first), then removes the stale files
    /// and writes the final manifest. Runs with the stop signals held.
    private static func renamePass(
        _ plan: FolderExportPlan, staged: [StagedFile], created: [TemporaryFiles.Registration],
        report: inout FolderWriteReport
    ) throws(FileWriteError) {
        defer { for registration in created { TemporaryFiles.release(registration, signalsHeld: true) } }
        let manifest = staged[staged.count - 1]
        do {
            try manifest.commit(shownPath: plan.manifestPath)
        } catch {
            for file in staged.dropLast() { file.discard() }
            removeCreatedFolders(plan)
            throw error
        }
        for (index, write) in plan.writes.enumerated() {
            do {
                try staged[index].commit(shownPath: plan.root + "/" + write.path)
            } catch {
                for file in staged[(index + 1)...].dropLast() { file.discard() }
                throw error
            }
            report.written.append(write.path)
        }
        var final = plan.final
        for path in plan.stale where unlink(plan.root + "/" + path) == 0 {
            report.removed.append(path)
            var folder = FileSystemEntry.folder(of: path)
            while !folder.isEmpty, final.folders.contains(folder), rmdir(plan.root + "/" + folder) == 0 {
                final.folders.remove(folder)
                folder = FileSystemEntry.folder(of: folder)
            }
        }
        final.folders = final.folders.filter { FileSystemEntry.at(plan.root + "/" + $0)?.kind == .folder }
        try StagedFile.stage(final.encoded(), at: plan.manifestPath, replacing: nil, shownPath: plan.manifestPath)
            .commit(shownPath: plan.manifestPath)
    }

    /// Whether the manifest would change though no file does (a file recorded anew).
    private static func manifestChanges(_ plan: FolderExportPlan) -> Bool {
        var final = plan.final
        final.folders = final.folders.filter { FileSystemEntry.at(plan.root + "/" + $0)?.kind == .folder }
        return plan.previousBytes != final.encoded()
    }

    /// Removes the folders the plan created, deepest first, when they are empty.
    private static func removeCreatedFolders(_ plan: FolderExportPlan) {
        for folder in plan.foldersToCreate.reversed() { rmdir(folder.isEmpty ? plan.root : plan.root + "/" + folder) }
    }
}

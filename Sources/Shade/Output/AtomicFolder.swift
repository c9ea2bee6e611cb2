import Foundation

/// All-or-nothing folder writes, for exports that produce a folder (`shade export --to xcassets
/// -o Colors.xcassets`): the files are written into a new folder beside the destination, which
/// then takes the destination's place; an existing destination is moved aside and removed only
/// after. On any error the destination is left as it was and nothing else remains.
public enum AtomicFolder {
    /// Writes `files` (paths inside the folder, '/'-separated) as the folder `path`, replacing
    /// any folder there; throws, leaving `path` untouched, on any error. A destination that exists
    /// and is not a folder is refused.
    public static func write(_ files: [ExportedFile], to path: String) throws(FileWriteError) {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: path).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        let exists = manager.fileExists(atPath: target.path, isDirectory: &isFolder)
        if exists, !isFolder.boolValue {
            throw FileWriteError(path: path, reason: "it exists and is not a folder")
        }
        let building = parent.appendingPathComponent(".shade-export-\(UUID().uuidString)")
        do {
            try manager.createDirectory(at: building, withIntermediateDirectories: false)
            try writeFiles(files, into: building.path, destination: path)
            if exists {
                let old = parent.appendingPathComponent(".shade-old-\(UUID().uuidString)")
                try manager.moveItem(at: target, to: old)
                do {
                    try manager.moveItem(at: building, to: target)
                } catch {
                    try? manager.moveItem(at: old, to: target)
                    throw error
                }
                try? manager.removeItem(at: old)
            } else {
                try manager.moveItem(at: building, to: target)
            }
        } catch {
            try? manager.removeItem(at: building)
            if let error = error as? FileWriteError { throw error }
            throw FileWriteError(path: path, reason: Self.reason(error))
        }
    }

    /// Writes each file with plain system calls (a catalog may hold 100,000 of them), creating
    /// each folder once.
    private static func writeFiles(_ files: [ExportedFile], into root: String, destination: String) throws(FileWriteError) {
        func failure(_ file: String) -> FileWriteError {
            FileWriteError(path: destination, reason: "cannot create '\(file)' in it: \(String(cString: strerror(errno)))")
        }
        var folders: Set<Substring> = [""]
        for file in files {
            var end = file.path.startIndex
            while let slash = file.path[end...].firstIndex(of: "/") {
                let folder = file.path[..<slash]
                if folders.insert(folder).inserted, mkdir(root + "/" + folder, 0o755) != 0 { throw failure(String(folder)) }
                end = file.path.index(after: slash)
            }
            let descriptor = open(root + "/" + file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw failure(file.path) }
            defer { close(descriptor) }
            if let code = AtomicFile.writeAll(file.bytes, to: descriptor) {
                errno = code
                throw failure(file.path)
            }
        }
    }

    /// The system's words for a failure, without Foundation's framing.
    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(code)))
        }
        return (error as NSError).localizedDescription
    }
}

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
            for file in files {
                let url = building.appendingPathComponent(file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                guard manager.createFile(atPath: url.path, contents: Data(file.bytes)) else {
                    throw FileWriteError(path: path, reason: "cannot create '\(file.path)' in it")
                }
            }
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

    /// The system's words for a failure, without Foundation's framing.
    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(code)))
        }
        return (error as NSError).localizedDescription
    }
}

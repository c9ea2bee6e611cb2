import Foundation

/// Writes `-o` files: all or nothing (a temporary file beside the target, then a rename), through
/// a symbolic link to the file it names, keeping an existing file's permissions.
enum AtomicFile {
    static func write(_ data: Data, to path: String) throws {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let permissions = (try? FileManager.default.attributesOfItem(atPath: target.path))?[.posixPermissions]
        try data.write(to: target, options: .atomic)
        if let permissions {
            try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: target.path)
        }
    }
}

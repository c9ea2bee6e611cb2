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

/// What is at a path, as `stat` (or `lstat`) sees it: the facts an output write checks before
/// it writes anything.
package struct FileSystemEntry: Hashable, Sendable {
    /// The kinds of entry an output write tells apart.
    package enum Kind: Hashable, Sendable {
        /// A regular file: replaced through a temporary and a rename.
        case regularFile
        /// A folder.
        case folder
        /// A character device, FIFO or socket (`/dev/null`, a pipe): written as a stream.
        case stream
        /// A symbolic link (only from `lstat`).
        case symbolicLink
        /// Anything else (a block device): never written.
        case other
    }

    /// The entry's kind.
    package let kind: Kind
    /// The device and inode: the same file reached by two paths has the same identity.
    package let identity: FileIdentity
    /// The permission bits (`0o644`).
    package let permissions: mode_t
    /// The owner and group.
    package let owner: (user: uid_t, group: gid_t)

    /// The entry at `path`, following a symbolic link at its end unless `followingLinks` is
    /// false; nil when there is none (or it cannot be looked at).
    package static func at(_ path: String, followingLinks: Bool = true) -> FileSystemEntry? {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
        let kind: Kind
        switch status.st_mode & S_IFMT {
        case S_IFREG: kind = .regularFile
        case S_IFDIR: kind = .folder
        case S_IFCHR, S_IFIFO, S_IFSOCK: kind = .stream
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        return FileSystemEntry(
            kind: kind, identity: FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino)),
            permissions: mode_t(status.st_mode & 0o7777), owner: (status.st_uid, status.st_gid))
    }

    /// Whether writing would change a file its permissions keep read-only: no write bit is set
    /// (checked as such, since the superuser may write anything), or this user may not write it.
    package func isReadOnly(at path: String) -> Bool {
        permissions & 0o222 == 0 || access(path, W_OK) != 0
    }

    /// The path a symbolic link at the end of `path` leads to, link after link (a relative link
    /// read from the link's folder); `path` itself when it is no link. Throws the reason for a
    /// loop or a link that cannot be read.
    package static func resolvingLinks(_ path: String) throws(FileWriteError) -> String {
        var current = path
        for _ in 0..<40 {
            guard at(current, followingLinks: false)?.kind == .symbolicLink else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw FileWriteError(path: path, reason: String(cString: strerror(errno))) }
            let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let folder = folder(of: current)
            current = target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target
        }
        throw FileWriteError(path: path, reason: String(cString: strerror(ELOOP)))
    }

    /// The folder part of `path`: all before its last '/' ("" for none, "/" for the root).
    package static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path`: all after its last '/' (`path` itself for none).
    package static func name(of path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
        return path[path.utf8.index(after: slash)...]
    }

    package static func == (left: Self, right: Self) -> Bool {
        left.kind == right.kind && left.identity == right.identity && left.permissions == right.permissions
            && left.owner == right.owner
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// A file's device and inode numbers: equal for two paths that reach the same file (through a
/// symbolic link, `..`, or a hard link).
package struct FileIdentity: Hashable, Sendable {
    /// The device number.
    package let device: UInt64
    /// The inode number.
    package let inode: UInt64
}

/// Files an output write must never replace nor remove: the inputs of the run (the theme files
/// and everything they import, the files an import reads).
package struct ProtectedFiles: Sendable {
    private let identities: [FileIdentity: String]

    /// Protects the files at `paths` (those that exist; `-` for standard input is skipped).
    package init(_ paths: [String]) {
        var identities: [FileIdentity: String] = [:]
        for path in paths where path != "-" {
            if let entry = FileSystemEntry.at(path), identities[entry.identity] == nil {
                identities[entry.identity] = path
            }
        }
        self.identities = identities
    }

    /// Nothing protected.
    package static let none = ProtectedFiles([])

    /// The input path that `entry` is (the same device and inode), if any.
    package func input(matching entry: FileSystemEntry?) -> String? {
        entry.flatMap { identities[$0.identity] }
    }
}

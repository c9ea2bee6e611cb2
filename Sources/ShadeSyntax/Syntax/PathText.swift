#if canImport(FoundationEssentials)
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
#else
import Foundation
#endif

/// File paths as text, split and joined at `/` the way `NSString`'s path methods do it, without
/// bridging to `NSString`: the first use of those in a process costs about 435,000 instructions
/// of runtime set-up (2% of `shade eval` on a ten-line theme), and the loader asks for a folder
/// and a joined path on every run. `Tests/ShadeTests/Syntax/PathTextTests.swift` holds each
/// function to the answers its `NSString` counterpart gives for a table of paths.
package enum PathText {
    /// The path without its last component: `/a/b.shade` → `/a`, `/a` → `/`, `b.shade` → the
    /// empty string; slashes at the end are ignored (`NSString.deletingLastPathComponent`).
    package static func parent(of path: String) -> String {
        let bytes = Array(path.utf8)
        let end = endIgnoringSlashes(bytes)
        if end == 1, bytes[0] == slash { return "/" }
        guard let last = bytes[..<end].lastIndex(of: slash) else { return "" }
        // The slashes before the last component go too, but never the root's.
        var cut = last
        while cut > 0, bytes[cut - 1] == slash { cut -= 1 }
        return cut == 0 ? "/" : String(decoding: bytes[..<cut], as: UTF8.self)
    }

    /// `component` after `folder`, with a slash between unless `folder` ends with one; either
    /// alone when the other is empty (`NSString.appendingPathComponent`).
    package static func appending(_ component: String, to folder: String) -> String {
        if folder.isEmpty { return component }
        if component.isEmpty { return folder }
        return folder.utf8.last == slash ? folder + component : folder + "/" + component
    }

    /// The last component's extension, without its dot: `a/b.shade` → `shade`; none for a name
    /// that starts with its only dot (`.hidden`) or has no dot (`NSString.pathExtension`).
    package static func pathExtension(of path: String) -> String {
        let bytes = Array(path.utf8)
        let end = endIgnoringSlashes(bytes)
        let start = bytes[..<end].lastIndex(of: slash).map { $0 + 1 } ?? 0
        guard let dot = bytes[start..<end].lastIndex(of: UInt8(ascii: ".")), dot > start else { return "" }
        return String(decoding: bytes[(dot + 1)..<end], as: UTF8.self)
    }

    /// How the loader and the language server name a file, so that two spellings of one file
    /// meet: absolute (`path` read from `folder` when relative), with `.`, `..` and symbolic
    /// links resolved by `realpath`; a file that does not exist yet (an editor's new buffer) is
    /// standardized as a URL instead, the way both named every file before.
    package static func canonical(_ path: String, relativeTo folder: String) -> String {
        let absolute = path.hasPrefix("/") ? path : appending(path, to: folder)
        if let pointer = realpath(absolute, nil) {
            defer { free(pointer) }
            return String(cString: pointer)
        }
        return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
    }

    private static let slash = UInt8(ascii: "/")

    /// Where `bytes` end once slashes at the end are left out, a lone `/` kept.
    private static func endIgnoringSlashes(_ bytes: [UInt8]) -> Int {
        var end = bytes.count
        while end > 1, bytes[end - 1] == slash { end -= 1 }
        return end
    }
}

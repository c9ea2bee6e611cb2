import Foundation
import Testing

@testable import ShadeSyntax

/// Paths split and joined as text (`PathText`), against the answers of swift-corelibs-foundation's
/// `NSString` path methods, an independent implementation, for the same paths (on Linux; Apple's
/// `NSString` also tidies slashes, which no caller relies on).
@Suite("Path text")
struct PathTextTests {
    @Test(arguments: [
        ("/a/b.shade", "/a"), ("/a", "/"), ("/", "/"), ("b.shade", ""), ("", ""), ("a/b/", "a"),
        ("/a//b", "/a"), ("//a", "/"), ("a//b//", "a"), ("/a/b/../c", "/a/b/.."), ("./x", "."), ("..", ""),
        ("/tmp/", "/"), ("a.b/c", "a.b"), ("é/ü.shade", "é")
    ])
    func parent(_ path: String, _ expected: String) {
        #expect(PathText.parent(of: path) == expected)
    }

    @Test(arguments: [
        ("/a", "b", "/a/b"), ("/a", "b/", "/a/b/"), ("/a", "", "/a"), ("/a", "/b", "/a//b"), ("/a/", "b", "/a/b"),
        ("/a/", "", "/a/"), ("", "b", "b"), ("", "", ""), ("", "/b", "/b"), ("/", "b", "/b"), ("/", "/b", "//b"),
        ("a", "../d", "a/../d"), ("a//", "b", "a//b"), ("/x/y", "b//c", "/x/y/b//c")
    ])
    func appending(_ folder: String, _ component: String, _ expected: String) {
        #expect(PathText.appending(component, to: folder) == expected)
    }

    @Test(arguments: [
        ("/a/b.shade", "shade"), ("/a", ""), ("b.shade", "shade"), ("", ""), ("/a.b", "b"), ("a.b/c", ""),
        (".hidden", ""), ("a/.hidden", ""), ("name.", ""), ("a b.sh ade", "sh ade"), ("x.tar.gz", "gz"),
        ("dir.d/", "d"), ("/a/b.", ""), ("é/ü.shade", "shade")
    ])
    func pathExtension(_ path: String, _ expected: String) {
        #expect(PathText.pathExtension(of: path) == expected)
    }

    /// A file reached through a symbolic link, `.` or `..` is named as the file itself; one that
    /// does not exist yet keeps its standardized absolute path.
    @Test func canonical() throws {
        let folder = try temporaryFolder(["real/a.shade": "color a = #fff\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link").path, withDestinationPath: "real")
        let root = try #require(PathText.resolvedFolder(folder.path))
        for spelling in ["link/a.shade", "real/./a.shade", "real/../link/a.shade", "\(folder.path)/link/a.shade"] {
            #expect(PathText.canonical(spelling, relativeTo: folder.path) == root + "/real/a.shade")
        }
        #expect(PathText.canonical("new.shade", relativeTo: "/nowhere/x/..") == "/nowhere/new.shade")
    }
}

extension PathText {
    /// `folder` with its symbolic links resolved (a temporary folder may sit behind one).
    fileprivate static func resolvedFolder(_ folder: String) -> String? {
        guard let pointer = realpath(folder, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}

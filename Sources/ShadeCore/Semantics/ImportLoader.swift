import ShadeSyntax
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads the entry sources and, depth first, everything they import: each file once, imports
/// before the files that import them, never outside the entry's root folder, cycles reported
/// with their chain.
package struct ImportLoader {
    package var log: DiagnosticLog
    package private(set) var trees: [SyntaxTree] = []
    private var loaded: Set<String> = []
    /// Every file read or tried (a missing import too), canonical, in the order met: what a
    /// watcher watches.
    package private(set) var files: [String] = []
    /// Canonical and display paths of the files being loaded, outermost first.
    private var inProgress: [(canonical: String, display: String)] = []
    /// The canonical paths in `inProgress`, for a cheap cycle check.
    private var inProgressSet: Set<String> = []
    /// Texts read instead of the files at these canonical paths: an editor's unsaved buffers.
    private var unsaved: [String: [UInt8]] = [:]

    package init() {
        log = DiagnosticLog(sources: SourceMap())
    }

    /// Hands the parsed trees over and keeps none, so they can be freed once compiled.
    mutating func takeTrees() -> [SyntaxTree] {
        defer { trees = [] }
        return trees
    }

    /// Reads `texts` (keyed by path, absolute or relative to the current folder) instead of the
    /// files on disk, for the entries and imports loaded from now on.
    mutating func readInstead(_ texts: [String: [UInt8]]) {
        for (path, bytes) in texts {
            unsaved[PathText.canonical(path, relativeTo: FileManager.default.currentDirectoryPath)] = bytes
        }
    }

    /// The bytes at a canonical path: an unsaved text when there is one, else the file's.
    private func read(canonical: String) -> Result<[UInt8], SourceReader.Failure> {
        if let bytes = unsaved[canonical] { return .success(bytes) }
        return SourceReader.read(path: canonical)
    }

    /// Loads a file given on the command line or to the API; its folder is the root for its imports.
    package mutating func loadEntry(path: String) {
        let canonical = PathText.canonical(path, relativeTo: FileManager.default.currentDirectoryPath)
        // A file named twice, or named after another entry imported it, is loaded once.
        guard !loaded.contains(canonical) else { return }
        files.append(canonical)
        let bytes: [UInt8]
        switch read(canonical: canonical) {
        case let .success(read): bytes = read
        case let .failure(failure):
            log.error(.unreadableFile(path, failure.reason), at: nil)
            return
        }
        let root = PathText.parent(of: canonical)
        process(bytes: bytes, display: path, canonical: canonical, root: root)
    }

    /// Loads source text; imports resolve against `directory`, which is also the root.
    mutating func loadSource(_ bytes: [UInt8], display: String, directory: String) {
        let root = PathText.canonical(directory, relativeTo: FileManager.default.currentDirectoryPath)
        process(bytes: bytes, display: display, canonical: nil, root: root, directory: root)
    }

    /// A file whose imports are being loaded: its tree and the next declaration to look at.
    private struct Frame {
        var tree: SyntaxTree
        var next = 0
        let folder: String
        let display: String
    }

    /// Loads a file and, with an explicit stack rather than recursion (so a long chain of
    /// imports cannot overflow the call stack), everything it imports.
    private mutating func process(
        bytes: [UInt8], display: String, canonical: String?, root: String, directory: String? = nil
    ) {
        guard let first = open(bytes: bytes, display: display, canonical: canonical, root: root, directory: directory)
        else { return }
        var stack = [first]
        while !stack.isEmpty {
            let top = stack.count - 1
            let tree = stack[top].tree
            var child: Frame?
            while child == nil, stack[top].next < tree.declarations.count {
                let next = stack[top].next
                stack[top].next += 1
                guard let (path, range) = tree.importFile(at: next) else { continue }
                child = importFile(path, range: range, from: stack[top].folder, display: stack[top].display, root: root)
            }
            if let child {
                stack.append(child)
                continue
            }
            let done = stack.removeLast()
            inProgressSet.remove(inProgress.removeLast().canonical)
            trees.append(done.tree)
        }
    }

    /// Checks and parses one file and marks it in progress; nil when it cannot be parsed.
    private mutating func open(
        bytes: [UInt8], display: String, canonical: String?, root: String, directory: String?
    ) -> Frame? {
        if let canonical { loaded.insert(canonical) }
        guard bytes.count <= SourceReader.maximumSize else {
            log.error(.unreadableFile(display, SourceReader.Failure.tooLarge.reason), at: nil)
            return nil
        }
        let file = log.sources.add(SourceFile(path: display, bytes: bytes))
        if let invalid = UTF8Validation.firstInvalidByte(in: log.sources[file].bytes) {
            log.error(.invalidUTF8, at: TextRange(file: file, start: invalid, end: invalid + 1))
            return nil
        }
        let tree = Parser.parse(file: file, source: log.sources[file], log: &log)
        inProgress.append((canonical ?? display, display))
        inProgressSet.insert(canonical ?? display)
        let folder = directory ?? (canonical.map { PathText.parent(of: $0) } ?? root)
        return Frame(tree: tree, folder: folder, display: display)
    }

    private mutating func importFile(
        _ path: String, range: TextRange, from folder: String, display: String, root: String
    ) -> Frame? {
        let canonical = PathText.canonical(path, relativeTo: folder)
        let shown = Self.normalize(
            PathText.appending(path, to: PathText.parent(of: display)))
        // "" and "." name the folder itself: no file to import, whatever the root.
        guard !path.isEmpty, canonical != folder else {
            log.error(.importNotFound(path), at: range)
            return nil
        }
        guard canonical.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            log.error(.importOutsideRoot(path, root: root), at: range)
            return nil
        }
        if inProgressSet.contains(canonical), let start = inProgress.firstIndex(where: { $0.canonical == canonical }) {
            log.error(.importCycle(inProgress[start...].map(\.display) + [shown]), at: range)
            return nil
        }
        guard !loaded.contains(canonical) else { return nil }
        files.append(canonical)
        let bytes: [UInt8]
        switch read(canonical: canonical) {
        case let .success(read): bytes = read
        case .failure(.missing):
            log.error(.importNotFound(path), at: range)
            return nil
        case let .failure(failure):
            log.error(.unreadableFile(shown, failure.reason), at: range)
            return nil
        }
        return open(bytes: bytes, display: shown, canonical: canonical, root: root, directory: nil)
    }
}

private extension ImportLoader {
    /// Removes `.` and resolves `..` textually, for display.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}

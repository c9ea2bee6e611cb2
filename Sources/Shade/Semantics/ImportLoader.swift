import Foundation

/// Reads the entry sources and, depth first, everything they import: each file once, imports
/// before the files that import them, never outside the entry's root folder, cycles reported
/// with their chain.
struct ImportLoader {
    var log: DiagnosticLog
    private(set) var trees: [SyntaxTree] = []
    private var loaded: Set<String> = []
    /// Canonical and display paths of the files being loaded, outermost first.
    private var inProgress: [(canonical: String, display: String)] = []

    init() {
        log = DiagnosticLog(sources: SourceMap())
    }

    /// Hands the parsed trees over and keeps none, so they can be freed once compiled.
    mutating func takeTrees() -> [SyntaxTree] {
        defer { trees = [] }
        return trees
    }

    /// Loads a file given on the command line or to the API; its folder is the root for its imports.
    mutating func loadEntry(path: String) {
        let canonical = Self.canonical(path, relativeTo: FileManager.default.currentDirectoryPath)
        // A file named twice, or named after another entry imported it, is loaded once.
        guard !loaded.contains(canonical) else { return }
        let bytes: [UInt8]
        switch SourceReader.read(path: canonical) {
        case let .success(read): bytes = read
        case let .failure(failure):
            log.error(.unreadableFile(path, failure.reason), at: nil)
            return
        }
        let root = (canonical as NSString).deletingLastPathComponent
        process(bytes: bytes, display: path, canonical: canonical, root: root)
    }

    /// Loads source text; imports resolve against `directory`, which is also the root.
    mutating func loadSource(_ bytes: [UInt8], display: String, directory: String) {
        let root = Self.canonical(directory, relativeTo: FileManager.default.currentDirectoryPath)
        process(bytes: bytes, display: display, canonical: nil, root: root, directory: root)
    }

    private mutating func process(
        bytes: [UInt8], display: String, canonical: String?, root: String, directory: String? = nil
    ) {
        if let canonical { loaded.insert(canonical) }
        guard bytes.count <= SourceReader.maximumSize else {
            log.error(.unreadableFile(display, SourceReader.Failure.tooLarge.reason), at: nil)
            return
        }
        let file = log.sources.add(SourceFile(path: display, bytes: bytes))
        if let invalid = Self.firstInvalidUTF8(in: log.sources[file].bytes) {
            log.error(.invalidUTF8, at: TextRange(file: file, start: invalid, end: invalid + 1))
            return
        }
        let tree = Parser.parse(file: file, source: log.sources[file], log: &log)
        inProgress.append((canonical ?? display, display))
        let folder = directory ?? (canonical.map { ($0 as NSString).deletingLastPathComponent } ?? root)
        for declaration in tree.declarations {
            guard case let .importFile(path, range) = declaration.kind else { continue }
            importFile(path, range: range, from: folder, display: display, root: root)
        }
        inProgress.removeLast()
        trees.append(tree)
    }

    private mutating func importFile(_ path: String, range: TextRange, from folder: String, display: String, root: String) {
        let canonical = Self.canonical(path, relativeTo: folder)
        let shown = Self.normalize(((display as NSString).deletingLastPathComponent as NSString).appendingPathComponent(path))
        // "" and "." name the folder itself: no file to import, whatever the root.
        guard !path.isEmpty, canonical != folder else {
            log.error(.importNotFound(path), at: range)
            return
        }
        guard canonical.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            log.error(.importOutsideRoot(path, root: root), at: range)
            return
        }
        if let start = inProgress.firstIndex(where: { $0.canonical == canonical }) {
            log.error(.importCycle(inProgress[start...].map(\.display) + [shown]), at: range)
            return
        }
        guard !loaded.contains(canonical) else { return }
        let bytes: [UInt8]
        switch SourceReader.read(path: canonical) {
        case let .success(read): bytes = read
        case .failure(.missing):
            log.error(.importNotFound(path), at: range)
            return
        case let .failure(failure):
            log.error(.unreadableFile(shown, failure.reason), at: range)
            return
        }
        process(bytes: bytes, display: shown, canonical: canonical, root: root)
    }
}

private extension ImportLoader {
    static func canonical(_ path: String, relativeTo folder: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
        return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Removes `.` and resolves `..` textually, for display.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// The offset of the first byte that is not part of well-formed UTF-8.
    /// True when no byte has its high bit set; eight bytes at a time.
    static func isASCII(_ buffer: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        var high: UInt64 = 0
        while offset + 8 <= buffer.count {
            high |= buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < buffer.count {
            high |= UInt64(buffer[offset])
            offset += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        // ASCII is valid UTF-8: only text with other bytes needs decoding.
        if bytes.withUnsafeBytes(Self.isASCII) { return nil }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}

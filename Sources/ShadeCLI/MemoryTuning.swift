import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

#if os(Linux) && canImport(Glibc)
import CMalloc
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Allocator settings for large themes. Loading 100,000 tokens touches about 100 MB of fresh
/// memory. With glibc's defaults, large arrays come from `mmap` and go back to the kernel when
/// freed, so every array that grows faults its pages in again. For large inputs the executable
/// keeps all allocations in one heap that is never trimmed: freed memory is reused without new
/// faults, and a second thread faults in the memory the run is about to use (see `prefault`).
/// Small inputs keep the defaults: they gain nothing and start as fast as before.
///
/// Transparent huge pages were tried and left out: they only pay off when the same pages are
/// reused within a second or two (runs back to back); a run after a pause or after another
/// program touched twice the time per megabyte that 4 KiB pages take (measured on the 2-core VM
/// of the benchmark, docs/performance.md).
enum MemoryTuning {
    /// Inputs at least this large (in bytes of source) get the tuned allocator.
    static let threshold = 256 << 10

    /// Values kept until the process exits; see ``keepUntilExit(_:)``.
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Whether ``prepare(forFiles:)`` has applied the settings in this process (the REPL asks
    /// at its end, having loaded files all along).
    nonisolated(unsafe) private(set) static var isApplied = false

    /// For large inputs, keeps `value` alive until the process exits: freeing a large theme
    /// object by object just before exiting only costs time (a few percent of a run).
    static func keepUntilExit(_ value: Any, tuned: Bool) {
        if tuned { kept.append(value) }
    }

    /// What a run keeps of the files it loads, which sets how much memory is faulted in ahead.
    enum Footprint {
        /// `eval` and `export`: the checked theme and its values.
        case theme
        /// The REPL: a session, which also keeps the syntax, the source and the indexes that
        /// redefinitions use. Loading 100,000 tokens peaks about 21 MB above `eval` (96.6
        /// against 75.6 MB), and the pages past `eval`'s estimate were faulted in by the loading
        /// thread itself: a fifth of its time (docs/performance.md, "The REPL's footprint").
        case session
        /// `fmt`: the tokens, the syntax and the layout of every line, then the text; about
        /// what a session keeps.
        case formatting
    }

    /// Applies the settings when the files given add up to at least ``threshold`` bytes.
    /// - Returns: whether it did.
    @discardableResult
    static func prepare(forFiles paths: [String], footprint: Footprint = .theme) -> Bool {
        // `stat`, not FileManager's attributes: those build a dictionary of every attribute,
        // about 1.4 M instructions for one file.
        let total = paths.reduce(0) { sum, path in
            var status = stat()
            return sum + (stat(path, &status) == 0 ? Int(status.st_size) : 0)
        }
        guard total >= threshold else { return false }
        isApplied = true
        #if os(Linux) && canImport(Glibc)
        let reserve = 1 << 29
        // Everything below glibc's largest mmap threshold comes from the main heap, which is
        // never trimmed: freed memory is reused without new faults.
        _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, Int32(reserve))
        // Grow the heap by `reserve` whenever it grows; pages are only committed when touched.
        _ = mallopt(M_TOP_PAD, Int32(reserve))
        // Allocate more than the heap has free: it grows by that and by the pad, and the freed
        // block leaves the whole range free at the heap's top, where the next allocations go.
        guard let block = malloc(16 << 20) else { return true }
        free(block)
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        let start = (UInt(bitPattern: block) + page - 1) & ~(page - 1)
        let end = UInt(bitPattern: sbrk(0))
        // Faulting in ahead only pays while another core is free to do it.
        guard end > start, ProcessInfo.processInfo.activeProcessorCount > 1 else { return true }
        prefault(from: start, upTo: end - start, forFiles: paths, ofSize: total, footprint: footprint)
        #endif
        return true
    }

    #if os(Linux) && canImport(Glibc)
    /// About how much memory loading takes per line and at most per byte of source, measured on
    /// the benchmark's themes: 100,000 lines, 3.7 MB, run without these settings at a peak of
    /// 59 MB of heap (68.8 MB in all). Files with long names take less per byte; the estimate is
    /// the smaller of the two. Faulting in more than a run uses only costs memory: with the
    /// estimate of before the syntax and the values shrank (768 a line), the run peaked at 85.5 MB
    /// instead of 75.8 (docs/performance.md, "The memory settings, measured again").
    /// A session (``Footprint/session``) takes about a third more, and so does formatting
    /// (``Footprint/formatting``: 86.9 MB at its peak without the settings; with them, 92.5 MB
    /// faulted in for 800 bytes a line against 101.8 for 900, which ran slower).
    private static func bytesPerLine(_ footprint: Footprint) -> UInt { footprint == .theme ? 600 : 800 }
    private static func bytesPerSourceByte(_ footprint: Footprint) -> UInt { footprint == .theme ? 16 : 22 }

    /// Faults in the pages the run is about to use, on the other core, while this one reads and
    /// parses the files: the kernel zeroes them there instead of on first touch here (about a
    /// fifth of a large run). `MADV_POPULATE_WRITE` only maps pages; it writes nothing, so it
    /// cannot disturb what the allocator puts there meanwhile. On a kernel without it the call
    /// fails and nothing changes.
    private static func prefault(
        from start: UInt, upTo limit: UInt, forFiles paths: [String], ofSize size: Int, footprint: Footprint
    ) {
        Threads.detach {
            // Half the largest estimate at once (the parser starts on it now), the rest once the
            // lines are counted.
            let largest = min(limit, UInt(size) * bytesPerSourceByte(footprint))
            let offset = populate(from: start, offset: 0, count: largest / 2)
            let lines = paths.reduce(0) { $0 + lineCount(ofFile: $1) }
            _ = populate(from: start, offset: offset, count: min(largest, UInt(lines + 1) * bytesPerLine(footprint)))
        }
    }

    /// Faults in `start + offset ..< start + count` in 2 MB steps; returns where it stopped.
    private static func populate(from start: UInt, offset: UInt, count: UInt) -> UInt {
        let chunk: UInt = 2 << 20
        var offset = offset
        while offset < count, let pointer = UnsafeMutableRawPointer(bitPattern: start + offset) {
            guard madvise(pointer, Int(min(chunk, count - offset)), populateWrite) == 0 else { return .max }
            offset += chunk
        }
        return offset
    }

    /// The number of line breaks in a file; 0 when it cannot be read (the loader reports that).
    private static func lineCount(ofFile path: String) -> Int {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return 0 }
        return data.withUnsafeBytes { bytes in
            guard var next = bytes.baseAddress else { return 0 }
            let end = next + bytes.count
            var count = 0
            while let found = memchr(next, 0x0A, end - next) {
                count += 1
                next = UnsafeRawPointer(found) + 1
            }
            return count
        }
    }

    /// `MADV_POPULATE_WRITE` (Linux 5.14), which the Glibc module does not export.
    private static let populateWrite: Int32 = 23
    #endif
}

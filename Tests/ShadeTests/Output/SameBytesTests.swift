@testable import ShadeTools
import Testing

/// A file already holding what an export writes is left as it is: its bytes are compared with
/// the new ones as memory (Sources/ShadeTools/Files/FolderExportPlan.swift).
@Suite("Folder exports: a file's bytes compared with the new ones")
struct SameBytesTests {
    static let large = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    static var largeChangedLast: [UInt8] {
        var bytes = large
        bytes[bytes.count - 1] ^= 1
        return bytes
    }

    static let cases: [(one: [UInt8], other: [UInt8], same: Bool)] = [
        ([], [], true),
        ([], [0], false),
        (Array("abc".utf8), Array("abc".utf8), true),
        (Array("abc".utf8), Array("abd".utf8), false),
        (Array("abc".utf8), Array("abcd".utf8), false),
        (large, large, true),
        (large, largeChangedLast, false),
        (large, Array(large.dropLast()), false)
    ]

    @Test(arguments: cases)
    func same(one: [UInt8], other: [UInt8], same: Bool) {
        #expect(FolderExportPlan.same(one, other) == same)
        #expect(FolderExportPlan.same(other, one) == same)
    }
}

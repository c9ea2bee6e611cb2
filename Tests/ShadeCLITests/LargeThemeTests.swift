import Foundation
import Testing

/// A theme large enough for the executable's memory tuning (above 256 KB of source): the output
/// is exactly what the theme says, on stdout and through `-o`.
@Suite("shade eval on a large theme")
struct LargeThemeTests {
    static let count = 12_000

    /// Token i is a dynamic color whose bytes are i's digits; u_i refers back to t_i.
    static func hex(_ value: Int) -> String { "#" + String(format: "%06x", value) }

    static let source = (0..<count).map { index in
        "color t\(index) = dynamic(light: \(hex(index)), dark: \(hex(0xFFFFFF - index)))\ncolor u\(index) = t\(index)\n"
    }.joined()

    static let expectedCSV =
        "token,type,light,dark\r\n"
        + (0..<count).map { index in
            let row = "color,\(hex(index)),\(hex(0xFFFFFF - index))\r\n"
            return "t\(index),\(row)u\(index),\(row)"
        }.joined()

    func themeFile() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-large-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("large.shade")
        try Data(Self.source.utf8).write(to: file)
        #expect(Self.source.utf8.count > 256 << 10)
        return file
    }

    @Test("every value on stdout")
    func standardOutput() throws {
        let file = try themeFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try ShadeProcess.run(["eval", "--format", "csv", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == Self.expectedCSV)
    }

    @Test("every value in the -o file")
    func outputFile() throws {
        let file = try themeFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let output = file.deletingLastPathComponent().appendingPathComponent("out.csv")
        let result = try ShadeProcess.run(["eval", "--format", "csv", "-o", output.path, file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: output, encoding: .utf8) == Self.expectedCSV)
    }
}

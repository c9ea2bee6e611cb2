import Foundation
import Testing

/// `shade export --to swift` with a name that loses scalars in Swift: a warning on standard
/// error and the file written (exit 0); with `--warnings-as-errors`, exit 1 and nothing written.
@Suite("shade export --to swift: names without a Swift spelling")
struct SwiftNameWarningCommandTests {
    static let source = "color `🎨accent` = #3c64f4\ncolor `fg-default` = #000000\n"
    static let warning = """
        <stdin>:1:7: warning: token '🎨accent' has no Swift spelling of its own; it is written as 'accent'
          color `🎨accent` = #3c64f4
                ^~~~~~~~~

        """

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("the warning is one located message on stderr; the file is written, exit 0")
    func warned() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Theme.swift")
        let result = try ShadeProcess.run(["export", "--to", "swift", "-o", output.path], input: Self.source)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == Self.warning)
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.contains("    public static let accent = ShadeColor.shadeRGBA(0x3c64f4ff)\n"))
        #expect(text.contains("    public static let fgDefault = ShadeColor.shadeRGBA(0x000000ff)\n"))
    }

    @Test("--warnings-as-errors: the same message, exit 1, nothing written or printed", arguments: [true, false])
    func strict(toFile: Bool) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Theme.swift")
        let destination = toFile ? ["-o", output.path] : []
        let result = try ShadeProcess.run(
            ["export", "--to", "swift", "--warnings-as-errors"] + destination, input: Self.source)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == Self.warning)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("names the camel-case rule maps give no warning, even with --warnings-as-errors")
    func mappedNames() throws {
        let source = "color `fg-default` = #000000\ncolor `main tone` = #ffffff\n"
        let result = try ShadeProcess.run(["export", "--to", "swift", "--warnings-as-errors"], input: source)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("    public static let mainTone = ShadeColor.shadeRGBA(0xffffffff)\n"))
    }
}

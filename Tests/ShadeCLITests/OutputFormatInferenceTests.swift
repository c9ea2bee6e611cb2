import Foundation
import ShadeTestSupport
import Testing

/// `shade eval -o FILE` picks the format from the file's extension unless `--format` is given.
@Suite("shade eval -o: format from the extension")
struct OutputFormatInferenceTests {
    static let extensions: [(file: String, golden: String)] = [
        ("theme.json", "dynamic-button.json"), ("theme.csv", "dynamic-button.csv"),
        ("theme.md", "dynamic-button.markdown"), ("theme.markdown", "dynamic-button.markdown"),
        ("theme.txt", "dynamic-button.table"), ("THEME.JSON", "dynamic-button.json"),
        ("theme.out", "dynamic-button.table"), ("theme", "dynamic-button.table")
    ]

    func write(_ arguments: [String], file: String) throws -> (status: Int32, stdout: String, contents: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-ext-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent(file)
        let result = try ShadeProcess.run(["eval"] + arguments + ["-o", output.path, "Examples/dynamic-button.shade"])
        return (result.status, result.stdout, try String(contentsOf: output, encoding: .utf8))
    }

    @Test("the extension names the format; an unknown one keeps table", arguments: extensions)
    func fromExtension(_ row: (file: String, golden: String)) throws {
        let run = try write([], file: row.file)
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        try Golden.check(run.contents, named: row.golden)
    }

    @Test(
        "an explicit --format wins over the extension",
        arguments: [("theme.json", "csv"), ("theme.csv", "table"), ("theme.md", "json")])
    func explicitWins(_ row: (file: String, format: String)) throws {
        let run = try write(["--format", row.format], file: row.file)
        #expect(run.status == 0)
        try Golden.check(run.contents, named: "dynamic-button.\(row.format)")
    }
}

import Foundation
import Testing

/// Compares text with a golden file in the `Golden/` folder beside the calling test file.
/// Run the tests with `SHADE_RECORD=1` to (re)write the golden files from the current output.
public enum Golden {
    static let isRecording = ProcessInfo.processInfo.environment["SHADE_RECORD"] == "1"

    static func folder(_ filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    }

    public static func check(
        _ actual: String, named name: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let directory = folder(filePath)
        let url = directory.appendingPathComponent(name)
        if isRecording {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "missing golden file \(name); run the tests with SHADE_RECORD=1 to create it",
                sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "output differs from golden file \(name)", sourceLocation: sourceLocation)
    }
}

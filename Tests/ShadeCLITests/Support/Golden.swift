import Foundation
import Testing

/// Compares text with a golden file in `Golden/` beside this target's tests; `SHADE_RECORD=1`
/// rewrites the golden files instead.
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["SHADE_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(name); run the tests with SHADE_RECORD=1 to create it", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "output differs from golden file \(name)", sourceLocation: sourceLocation)
    }
}

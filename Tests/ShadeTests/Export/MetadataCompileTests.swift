import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// The Swift export of a theme with descriptions and deprecated tokens compiles warning-free on
/// its own: nothing in the file uses a deprecated symbol outside a deprecated declaration. (A
/// harness reading a deprecated token would warn, as any caller should: it is left out here.)
@Suite(.serialized) struct MetadataCompileTests {
    @Test func deprecatedTokensCompileWithoutWarnings() throws {
        guard case let .file(bytes) = try load(MetadataExportTests.source).export(to: .swift).get().output else {
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shade-metadata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(bytes).write(to: folder.appendingPathComponent("Theme.swift"))
        try Data("@main struct Main { static func main() {} }\n".utf8).write(
            to: folder.appendingPathComponent("Main.swift"))
        let platform = SwiftHarness.Platform.allCases[0]
        #expect(try SwiftHarness.buildStandIns(platform, in: folder) == nil)
        #expect(try SwiftHarness.buildHarness(["Theme.swift", "Main.swift"], platform: platform, in: folder) == nil)
    }
}

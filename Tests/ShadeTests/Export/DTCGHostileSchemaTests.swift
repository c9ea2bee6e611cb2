import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// The DTCG export of the generated hostile-but-valid theme validates against the 2025.10 schemas.
/// Its values, and every example's, are eval's in every combination of the resolver's contexts:
/// DTCGResolverTests resolves them with an independent resolver.
@Suite("Export: DTCG of the hostile-but-valid theme")
struct DTCGHostileSchemaTests {
    @Test(
        "the hostile-but-valid theme's files validate against the DTCG 2025.10 schemas",
        .enabled(if: DTCGExportTests.hasJSONSchema || TestTools.areRequired, "python3 with jsonschema is missing"))
    func hostileSchemas() throws {
        try #require(DTCGExportTests.hasJSONSchema, "python3 with jsonschema is required here (SHADE_REQUIRE_TOOLS=1)")
        guard case let .folder(files) = try HostileValidTheme.theme.export(to: .dtcg).get().output else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-dtcg-\(UUID().uuidString)")
        try AtomicFolder.write(files, to: folder.path)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try DTCGExportTests.validate(files.map { folder.appendingPathComponent($0.path).path })
        #expect(files.count > 8)
        #expect(result.status == 0, "\(result.output)")
    }
}

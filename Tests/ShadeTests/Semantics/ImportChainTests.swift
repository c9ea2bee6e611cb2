import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// A long chain of imports loads without recursion, and its cycles are still reported with their chain.
@Suite("Import chains")
struct ImportChainTests {
    /// A folder with `f0.shade` importing `f1.shade` … up to `f(count-1).shade`, each defining a token;
    /// the last imports `last`, when given.
    static func chain(_ count: Int, lastImports last: String? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-chain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<count {
            let next = index + 1 < count ? "f\(index + 1).shade" : last
            let text = (next.map { "import \"\($0)\"\n" } ?? "") + "number n\(index) = \(index)\n"
            try text.write(to: folder.appendingPathComponent("f\(index).shade"), atomically: false, encoding: .utf8)
        }
        return folder
    }

    @Test("a chain of 1,000 imports loads, deepest file first")
    func longChain() throws {
        let folder = try Self.chain(1_000)
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = ThemeLoader().load(contentsOf: folder.appendingPathComponent("f0.shade").path)
        #expect(theme.diagnostics.isEmpty)
        #expect(theme.tokens.count == 1_000)
        #expect(theme.tokens.first?.name == "n999")
        #expect(theme.tokens.last?.name == "n0")
    }

    @Test("a cycle at the end of a chain is reported with its whole chain")
    func cycle() throws {
        let folder = try Self.chain(3, lastImports: "f1.shade")
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = ThemeLoader().load(contentsOf: folder.appendingPathComponent("f0.shade").path)
        let path = folder.path + "/"
        #expect(theme.errorMessages == ["import cycle: \(path)f1.shade → \(path)f2.shade → \(path)f1.shade"])
    }
}

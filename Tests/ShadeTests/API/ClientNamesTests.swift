import Foundation
import ShadeTestSupport
import Testing

/// An app that imports Foundation, SwiftUI and Shade (and the REPL product) can say `Formatter`, `Unit`, `Color`,
/// `Font`, `Gradient` and `Axis` unqualified and use Shade's types beside them: the client is
/// compiled by swiftc against the built `Shade` module, from outside the package (so only the
/// public API is visible), with a stand-in SwiftUI that declares those four names as SwiftUI does.
@Suite("Embedding: no name clashes with the platform")
struct ClientNamesTests {
    static let swiftUI = """
        public struct Color { public init() {} }
        public struct Font { public init() {} }
        public struct Gradient { public init() {} }
        public enum Axis { case horizontal, vertical }
        """

    static let client = """
        import Foundation
        import Shade
        import ShadeREPL
        import SwiftUI

        let formatter: Formatter = NumberFormatter()
        let unit: Unit = UnitLength.meters
        let color = Color(), font = Font(), gradient = Gradient(), axis = Axis.vertical
        var loader = ThemeLoader()
        loader.register(HostFunction(name: "brand", parameters: [], result: .color) { _ in
            .color(ThemeColor(hex: "#3c64f4")!)
        })
        let theme: Theme = loader.load(source: "color accent = dynamic(light: brand(), dark: #000000)")
        let value: Value? = theme.tokens["accent"]?.values.first
        let shadeColor: ThemeColor? = value?.color
        let axes: [AppearanceAxis] = theme.axes
        let dimension: DimensionUnit = .px
        // The REPL product is usable from outside the package too.
        let repl = REPL(configuration: REPLConfiguration(isInteractive: false, colors: false))
        print(formatter, unit, color, font, gradient, axis, shadeColor as Any, axes.count, dimension, repl.hadError)
        """

    @Test("a client of Foundation, SwiftUI and Shade compiles with every name unqualified")
    func clientCompiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-client-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.swiftUI.utf8).write(to: folder.appendingPathComponent("SwiftUI.swift"))
        try Data(Self.client.utf8).write(to: folder.appendingPathComponent("main.swift"))
        let modules = ShadeBinary.url.deletingLastPathComponent().appendingPathComponent("Modules").path
        let standIn = try ToolProcess.run(
            "/usr/bin/env",
            [
                "swiftc", "-parse-as-library", "-emit-module", "-module-name", "SwiftUI",
                "-emit-module-path", "SwiftUI.swiftmodule", "SwiftUI.swift"
            ],
            in: folder)
        #expect(standIn.status == 0, "\(standIn.output)")
        let result = try ToolProcess.run(
            "/usr/bin/env", ["swiftc", "-typecheck", "-I", ".", "-I", modules, "main.swift"], in: folder)
        #expect(result.status == 0, "the client does not compile:\n\(result.output)")
    }
}

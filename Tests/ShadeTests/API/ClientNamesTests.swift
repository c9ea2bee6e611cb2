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
        let tokens: Theme.Tokens = theme.tokens
        let token: ThemeToken? = tokens["accent"]
        let value: Value? = token?.values.first
        let shadeColor: ThemeColor? = value?.color
        let axes: [Appearance.AxisDefinition] = theme.axes
        let dimension: ValueType.DimensionUnit = .px
        let length = Value.Length(1, dimension)
        let layer = Value.Shadow.Layer(
            color: shadeColor!, offsetX: length, offsetY: length, blur: length, spread: length, inset: false)
        let shadow = Value.Shadow(layers: [layer])
        let border = Value.Border(color: shadeColor!, width: length, style: Value.Border.Style.solid)
        let stops = Value.ColorGradient(stops: [Value.ColorGradient.Stop(color: shadeColor!, position: 0)])
        let shadeFont = Value.FontSpec(family: "Inter", size: 16, unit: .pt, weight: Value.FontSpec.Weight.bold)
        let type: ValueType = .typography
        let inputs = Appearance.Inputs(darkMode: Appearance.DarkMode.auto, systemStyle: Appearance.SystemStyle.dark)
        let state = AppearanceState(theme: theme, inputs: inputs)
        let observation: AppearanceState.Observation = state.observe { (change: Appearance.Change) in
            let changed: [TokenChange] = change.changes
            print(changed.count)
        }
        let options = ExportTarget.Options(namespace: "Acme")
        let exported: Result<ExportProduct, ExportError> = theme.export(to: ExportTarget.css, options: options)
        if case let .success(product) = exported, case let .folder(files) = product.output {
            let file: ExportProduct.File? = files.first
            print(file?.path as Any)
        }
        let renderer = Diagnostic.Renderer()
        let location: Diagnostic.Location? = theme.diagnostics.first?.location
        let position: Diagnostic.Position? = location?.start
        func say(_ error: some ShadeError) -> String { renderer.render(error) }
        let refused: String = (try? theme.evaluate("nothing")).map { _ in "" } ?? ""
        let styles: [ComponentStyle] = theme.styles
        let source: ComponentStyle.Source? = nil
        let format: OutputFormat = .json
        let imported = DTCGImport.source(files: [])
        print(
            formatter, unit, color, font, gradient, axis, axes.count, shadow, border, stops, shadeFont, type,
            position as Any, refused, styles.count, source as Any, format, imported.diagnostics.count,
            say(ThemeError(diagnostics: [])))
        observation.cancel()
        // The REPL product is usable from outside the package too.
        let repl = REPL(configuration: REPLConfiguration(isInteractive: false, colors: false))
        print(repl.hadError)
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

    /// The public top-level types of the library's layers, read from their sources.
    static func publicTopLevelTypes(root: URL) throws -> Set<String> {
        let declaration = #/^public (?:final class|class|struct|enum|protocol|typealias|actor) ([A-Za-z]+)/#
        var names: Set<String> = []
        for target in ["ShadeSyntax", "ShadeCore", "ShadeExport", "ShadeImport"] {
            let folder = root.appendingPathComponent("Sources/\(target)")
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                    if let match = line.firstMatch(of: declaration) { names.insert(String(match.1)) }
                }
            }
        }
        return names
    }

    @Test("README's API table lists every public top-level type, and they are about twenty")
    func readmeListsTheAPI() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let table = try #require(readme.components(separatedBy: "| area | types").dropFirst().first)
            .components(separatedBy: "\n\n")[0]
        // Top-level names are the backquoted ones without a dot (nested types) or a parenthesis.
        let listed = Set(
            table.matches(of: #/`([A-Za-z]+)`/#).map { String($0.1) }.filter { $0.first!.isUppercase })
        let declared = try Self.publicTopLevelTypes(root: root)
        #expect(listed == declared)
        #expect(declared.count == 20)
    }
}

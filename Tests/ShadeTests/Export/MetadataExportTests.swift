import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Descriptions (`///` comments) reach every export that can hold them (docs/language.md, Metadata).
@Suite("Metadata in exports")
struct MetadataExportTests {
    static let source = """
        /// The page behind everything.
        /// Ends -- here */ really.
        color page = dynamic(light: #ffffff, dark: #000000)
        /// Space between items.
        dimension gap = 8pt
        color plain = #112233
        @deprecated("use page")
        color old = #ffffff
        @deprecated
        number ratio = 0.5
        """

    /// The text of `file` in the export to `target`.
    func text(_ target: ExportTarget, file: String? = nil) throws -> String {
        switch try load(Self.source).export(to: target).get().output {
        case let .file(bytes): return String(decoding: bytes, as: UTF8.self)
        case let .folder(files): return String(decoding: files.first { $0.path == file }?.bytes ?? [], as: UTF8.self)
        }
    }

    /// Lines each export must hold, in order, next to each other.
    static let cases: [(target: ExportTarget, file: String?, lines: String)] = [
        (
            .css, nil,
            """
              /* The page behind everything. Ends -- here * / really. */
              --page: light-dark(#ffffff, #000000);
              /* Space between items. */
              --gap: 8px;
              --plain: #112233;
            """
        ),
        (
            .android, "values/colors.xml",
            """
                <!-- The page behind everything. Ends - - here */ really. -->
                <color name="page">#FFFFFFFF</color>
                <color name="plain">#FF112233</color>
            """
        ),
        (
            .android, "values-night/colors.xml",
            """
                <!-- The page behind everything. Ends - - here */ really. -->
                <color name="page">#FF000000</color>
            """
        ),
        (
            .swift, nil,
            """
                /// The page behind everything.
                /// Ends -- here */ really.
                ///
                /// `page`: light #ffffff, dark #000000.
            """
        ),
        (
            .swift, nil,
            """
                /// Space between items.
                ///
                /// `gap`: 8pt.
            """
        ),
        (
            .html, nil,
            """
            <tr><th scope="row">page<p class="note">\
            The page behind everything.<br>Ends -- here */ really.</p></th><td class="type">color</td>
            """
        ),
        (
            .swift, nil,
            """
                /// `old`: #ffffff.
                @available(*, deprecated, message: "use page")
                public static let old = ShadeColor.shadeRGBA(0xffffffff)
            """
        ),
        (
            .swift, nil,
            """
                /// `old` as a SwiftUI `Color`.
                @available(*, deprecated, message: "use page")
                public static let old = SwiftUI.Color(
            """
        ),
        (
            .swift, nil,
            """
                /// `ratio`: 0.5.
                @available(*, deprecated)
                public static let ratio: Swift.Double = 0.5
            """
        )
    ]

    @Test("each export carries the descriptions", arguments: cases)
    func carried(target: ExportTarget, file: String?, lines: String) throws {
        let output = try text(target, file: file)
        #expect(output.contains(target == .html || lines.hasSuffix("(") ? lines : lines + "\n"), "\(output)")
    }

    @Test("a theme without descriptions exports no comments for them", arguments: [ExportTarget.css, .swift])
    func none(target: ExportTarget) throws {
        let output =
            switch try load("color plain = #112233").export(to: target).get().output {
            case let .file(bytes): String(decoding: bytes, as: UTF8.self)
            case .folder: ""
            }
        #expect(!output.contains("/* ") || output.hasPrefix("/* Generated"))
        #expect(!output.contains("///\n"))
    }
}

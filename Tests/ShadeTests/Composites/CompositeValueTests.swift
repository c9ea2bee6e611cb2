import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Composite values: constructors, `+`, members, diagnostics, JSON and CSS.
struct CompositeValueTests {
    /// Expressions and the one-line text of their values.
    static let values: [(source: String, expected: String)] = [
        ("shadow s = shadow(#00000033, 0px, 1px, 2px)", "0px 1px 2px 0px #00000033"),
        ("shadow s = shadow(#000000, 0pt, 4pt, 8pt, inset: true)", "inset 0pt 4pt 8pt 0pt #000000"),
        (
            "shadow s = shadow(#000000, 0px, 1px) + shadow(#ff0000, 1px, 2px, 3px, 4px)",
            "0px 1px 0px 0px #000000, 1px 2px 3px 4px #ff0000"
        ),
        ("border b = border(#d0d7de, 1px)", "1px solid #d0d7de"),
        ("border b = border(#d0d7de, 2px, \"dashed\")", "2px dashed #d0d7de"),
        (
            "typography t = typography(\"Inter\", 1rem, bold, lineHeight: 1.5)",
            "\"Inter\" 1rem weight 700 line-height 1.5 letter-spacing 0rem"
        ),
        (
            "typography t = typography(\"Inter\", 16px, 450, letterSpacing: 0.5px)",
            "\"Inter\" 16px weight 450 line-height 1.2 letter-spacing 0.5px"
        ),
        ("gradient g = gradient(#ffffff, #000000)", "#ffffff 0%, #000000 100%"),
        (
            "gradient g = gradient(#ffffff, #888888, 0, 0.5) + gradient(#888888, #000000, 0.5, 1)",
            "#ffffff 0%, #888888 50%, #888888 50%, #000000 100%"
        ),
        ("dimension d = 1.5em + 0.5em", "2em")
    ]

    @Test(arguments: values)
    func evaluates(source: String, expected: String) throws {
        let theme = load(source)
        #expect(theme.errorMessages == [])
        let name = String(source.split(separator: " ")[1])
        let value = try #require(theme.value(of: name, in: theme.appearances[0]))
        #expect(value.cellText == expected)
    }

    /// Member accesses and their values.
    static let members: [(expression: String, type: String, expected: String)] = [
        ("b.width", "dimension", "1px"), ("b.color", "color", "#d0d7de"), ("b.style", "string", "\"solid\""),
        ("t.size", "dimension", "16px"), ("t.weight", "number", "700"), ("t.lineHeight", "number", "1.5"),
        ("t.family", "string", "\"Inter\""), ("s.layers", "number", "2"), ("g.stops", "number", "2")
    ]

    @Test(arguments: members)
    func member(expression: String, type: String, expected: String) {
        let theme = load(
            """
            border b = border(#d0d7de, 1px)
            typography t = typography("Inter", 16px, bold, lineHeight: 1.5)
            shadow s = shadow(#000000, 0px, 1px) + shadow(#000000, 0px, 2px)
            gradient g = gradient(#ffffff, #000000)
            \(type) x = \(expression)
            """)
        #expect(theme.errorMessages == [])
        #expect(theme.string("x") == expected)
    }

    /// Bad composites and the whole message each gives.
    static let errors: [(source: String, message: String)] = [
        (
            "typography t = typography(\"Inter\", 16px, 1200)",
            "font weight 1200 is out of range; use a whole number from 1 to 1000 or a weight name"
        ),
        (
            "border b = border(#000000, 1px, \"wavy\")",
            "unknown border style 'wavy'; use one of solid, dashed, dotted, double, groove, ridge, outset, inset"
        ),
        ("border b = border(#000000)", "missing argument 'width' in call to 'border'"),
        ("shadow s = shadow(#000000, 1px, 2px, blurr: 3px)", "'shadow' has no parameter named 'blurr'"),
        ("border b = border(1px, 1px)", "this argument of 'border' must be color, but this is dimension (px)"),
        (
            "shadow s = shadow(#000000, 1px, 2px) + border(#000000, 1px)",
            "operator '+' cannot combine shadow and border"
        ),
        (
            "border b = border(#000000, 1px)\nnumber n = b.lineHeight",
            "a border has no member 'lineHeight'; a border has color, width and style; '.' after a value freezes an appearance ('.light', '.dark', …)"
        )
    ]

    @Test(arguments: errors)
    func diagnoses(source: String, message: String) {
        #expect(load(source).errorMessages == [message])
    }

    @Test func layersDifferPerAppearance() {
        let theme = load(
            """
            shadow s = dynamic(light: shadow(#00000033, 0px, 1px), dark: shadow(#000000, 0px, 1px) + shadow(#000000, 0px, 8px, 16px))
            """)
        #expect(theme.errorMessages == [])
        #expect(theme.strings("s")["dark"]?.contains("0px 8px 16px 0px #000000") == true)
    }

    @Test func json() {
        let theme = load(
            """
            shadow s = shadow(#00000033, 0px, 1px, 2px)
            border b = border(#d0d7de, 1px)
            typography t = typography("Inter", 16px)
            gradient g = gradient(#ffffff, #000000)
            """)
        let text = JSONRenderer.render(theme, columns: [0]).withBytes { String(decoding: $0, as: UTF8.self) }
        #expect(
            text.contains(
                ##"[{"color": "#00000033", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px", "inset": false}]"##
            ))
        #expect(text.contains(##"{"color": "#d0d7de", "width": "1px", "style": "solid"}"##))
        #expect(
            text.contains(
                ##"{"fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.2, "letterSpacing": "0px"}"##
            ))
        #expect(text.contains(##"[{"color": "#ffffff", "position": 0}, {"color": "#000000", "position": 1}]"##))
    }

    @Test func css() throws {
        let theme = load(
            """
            shadow card = dynamic(light: shadow(#00000033, 0px, 1px, 2px), dark: shadow(#000000, 0px, 1px) + shadow(#000000, 0px, 4pt, 8pt))
            border line = border(#d0d7de, 1px)
            typography body = typography("Inter", 1rem, 500, lineHeight: 1.5)
            gradient hero = gradient(#ffffff, #000000)
            """)
        guard case let .file(bytes) = try theme.export(to: .css).get().output else {
            Issue.record("not a file"); return
        }
        let text = String(decoding: bytes, as: UTF8.self)
        for line in [
            "--card: 0px 1px 2px 0px #00000033;", "--card: 0px 1px 0px 0px #000000, 0px 4px 8px 0px #000000;",
            "--line: 1px solid #d0d7de;", "--body: 500 1rem/1.5 \"Inter\";",
            "--hero: linear-gradient(#ffffff 0%, #000000 100%);"
        ] {
            #expect(text.contains(line), "\(line) in \(text)")
        }
    }

    @Test func valueStaysSmall() {
        #expect(MemoryLayout<Value>.size <= 33)
    }
}

/// Diagnostics of composites point at the argument at fault.
struct CompositeLocationTests {
    @Test(arguments: [
        ("typography t = typography(\"Inter\", 16px, 0)", "theme.shade:1:42"),
        ("border b = border(#000000, 1px, \"wavy\")", "theme.shade:1:33")
    ])
    func located(source: String, location: String) {
        #expect(rendered(load(source)).contains(location))
    }
}

/// Composites on the HTML sheet and in the grammar fixture.
struct CompositeSheetTests {
    @Test(arguments: [
        (
            "shadow s = shadow(#00000033, 0px, 1px, 2px)",
            // A card on the page of the column's scheme (light here).
            "<span class=\"stage\"><span style=\"box-shadow: 0px 1px 2px 0px #00000033\"></span></span>"
                + "<code>0px 1px 2px 0px #00000033</code>"
        ),
        (
            "border b = border(#d0d7de, 1px)",
            "<span class=\"stage\"><span style=\"border: 1px solid #d0d7de\"></span></span><code>1px solid #d0d7de</code>"
        ),
        (
            "gradient g = gradient(#ffffff, #000000)",
            "background: linear-gradient(to right, #ffffff 0%, #000000 100%)\"></span>"
        ),
        (
            "typography t = typography(\"Inter\", 16px)",
            "font: 400 16px/1.2 &quot;Inter&quot;, sans-serif; letter-spacing: 0px\">The quick brown fox</span>"
        )
    ])
    func htmlSample(source: String, expected: String) throws {
        guard case let .file(bytes) = try load(source).export(to: .html).get().output else {
            Issue.record("not a file"); return
        }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(expected), "\(text)")
    }

    @Test func fixtureChecks() {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/valid/composites.shade").standardized.path
        let theme = ThemeLoader().load(files: [path])
        #expect(theme.errorMessages == [])
        #expect(theme.strings("card")["dark"] == "0px 1px 0px 0px #000000, 0px 8px 16px -4px #000000")
        #expect(theme.string("lineWidth") == "1px")
    }

    @Test(
        "a group named like a constructor leaves the constructor callable (DTCG files name groups 'shadow', 'border')")
    func groupNamedLikeABuiltin() {
        let theme = load(
            "group shadow { color ink = #00000033 }\ngroup border { shadow card = shadow(shadow.ink, 0px, 1px) }")
        #expect(theme.errorMessages == [])
        #expect(theme.string("border.card") == "0px 1px 0px 0px #00000033")
    }
}

import Testing
@testable import ShadeCore
@testable import ShadeExport

/// The nesting every grouped export walks (`ExportGroup`): each token under its group path, by
/// its own name, and a member one reference wide.
@Suite("Export: groups")
struct ExportGroupTests {
    /// A theme's tokens and groups, nested; each token's own name as the nesting exports show it.
    @Test(arguments: [
        ("color a = #000000", ["a"], ["a"]),
        ("group A { color b = #000000 }", ["A.b"], ["b"]),
        ("group A { group B { color c = #000000 } }", ["A.B.c"], ["c"]),
        ("color accent = #000000\ngroup accent { color on = #ffffff }", ["accent", "accent.on"], ["root", "on"]),
        ("group `Ä` { color `é` = #000000 }", ["Ä.é"], ["é"]),
        // A combining mark after the dot joins it in one Character: split by bytes, it stays its own.
        ("group a { color `\u{301}b` = #000000 }", ["a.\u{301}b"], ["\u{301}b"])
    ])
    func shortNames(source: String, names: [String], shortNames: [String]) throws {
        let exported = try ExportedTheme(load(source), selection: [:])
        #expect(exported.tokens.map(\.name) == names)
        #expect(exported.tokens.map(\.shortName) == shortNames)
    }

    /// Members nest in declaration order, a group where its first member is.
    @Test func nesting() throws {
        let source = """
            color a = #000000
            group G { color b = #000000
              group H { color c = #000000 } }
            color d = #000000
            """
        let root = try ExportedTheme(load(source), selection: [:]).root
        func shape(_ group: ExportGroup) -> [String] {
            group.members.flatMap { member -> [String] in
                switch member {
                case let .token(token): [token.shortName]
                case let .group(inner): [inner.path + "{"] + shape(inner) + ["}"]
                }
            }
        }
        #expect(shape(root) == ["a", "G{", "b", "G.H{", "c", "}", "}", "d"])
    }

    /// A member is one reference either way: a group in place made each member 120 bytes, and
    /// the top level of a 100,000-token theme 12 MB that every grouped export read through.
    @Test func memberIsOneReference() {
        #expect(MemoryLayout<ExportGroup.Member>.size == MemoryLayout<Int>.size)
    }
}

import Testing
@testable import ShadeCore
@testable import ShadeSyntax
import Shade

/// A call's callee settled from its bytes (`Program.builtinCallee`, docs/performance.md): every
/// built-in and `dynamic` found by its name, nothing else, and the same result as by its text.
@Suite("Callees by their bytes")
struct CalleeBytesTests {
    @Test("every built-in is found by its name's bytes, and only by its whole name")
    func everyBuiltin() {
        for builtin in Builtin.allCases {
            let name = builtin.rawValue
            #expect(Builtin.named(ShortName(name)!) == builtin, "\(name)")
            for other in [name + "x", String(name.dropLast()), "x" + name, name.uppercased()]
            where Builtin(rawValue: other) == nil {
                #expect(ShortName(other).flatMap(Builtin.named) == nil, "\(other)")
            }
        }
        #expect(Builtin.named(Builtin.dynamicName) == nil)
    }

    @Test(
        "names are told apart by every byte, up to 16",
        arguments: [
            ("abcdefgh", "abcdefgi", false), ("abcdefghij", "abcdefghik", false), ("abc", "abc", true),
            ("abcdefghijklmnop", "abcdefghijklmnop", true), ("abcdefghijklmnop", "abcdefghijklmnoq", false),
            ("ab", "ab\u{0}", false), ("é", "é", true)
        ])
    func equality(left: String, right: String, equal: Bool) {
        #expect((ShortName(left)! == ShortName(right)!) == equal)
    }

    @Test("a name longer than 16 bytes has no short form")
    func longNames() {
        #expect(ShortName("abcdefghijklmnopq") == nil)
        #expect(ShortName("abcdefghijklmnop")?.count == 16)
    }

    @Test("a callee in backticks is the built-in, as it is by its text")
    func backticks() {
        let theme = ThemeLoader().load(
            source: """
                color a = `mix`(#000000, #ffffff)
                color b = mix(#000000, #ffffff)
                color c = `dynamic`(light: #ffffff, dark: #000000)
                """)
        #expect(theme.diagnostics.isEmpty)
        let column = theme.appearances[0]
        #expect(theme.value(of: "a", in: column) == theme.value(of: "b", in: column))
        #expect(theme.value(of: "c", in: column)?.description == "#ffffff")
    }

    @Test("a host function named like a built-in is still called by its text")
    func hostFunctions() {
        let program = Program(hostFunctions: [
            HostFunction(name: "mix", parameters: [], result: .color) { _ in .bool(true) }
        ])
        #expect(program.builtinCallee(ShortName("mix")!) == nil)
        #expect(Program().builtinCallee(ShortName("mix")!).map { "\($0)" } == "builtin(ShadeCore.Builtin.mix)")
        #expect(Program().builtinCallee(ShortName("dynamic")!).map { "\($0)" } == "dynamic")
        #expect(Program().builtinCallee(ShortName("mixer")!) == nil)
    }

    @Test("a built-in binds every argument as an expression unless a parameter takes a name")
    func plainArguments() {
        for builtin in Builtin.allCases {
            let takesNames = builtin.parameters.contains { parameter in
                builtin.choices(forParameter: parameter.name) != nil
                    || ([.font, .typography].contains(builtin) && parameter.name == "weight")
                    || (builtin == .border && parameter.name == "style")
            }
            #expect(builtin.bindsPlainArguments == !takesNames, "\(builtin)")
        }
    }
}

import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Short files that would ask for unbounded work get an error instead: every Shade program not
/// only terminates, it does so quickly.
@Suite("Work limits")
struct WorkLimitTests {
    @Test("an axis that would make more than 4,096 appearances is an error at its name")
    func tooManyAppearances() {
        // scheme × contrast × 4^5 = 4,096: the sixth axis is one too many.
        let axes = (0..<6).map { "axis a\($0) { a\($0)x, a\($0)y, a\($0)z, a\($0)w }" }
        let theme = load(axes.joined(separator: "\n") + "\ncolor c = #fff")
        #expect(
            theme.errorMessages
                == [
                    "axis 'a5' would make 16384 appearances (combinations of axis values); a theme may have at most 4096"
                ])
        #expect(theme.diagnostics.first?.location?.start == Diagnostic.Position(line: 6, column: 6))
    }

    @Test("columns are the combinations of the masked axes only, first axis slowest")
    func columns() {
        let space = AppearanceSpace(axes: [
            .scheme, .contrast, Appearance.AxisDefinition(name: "brand", values: ["a", "b", "c"])
        ])
        let names = Theme.columns(of: space, over: AxisMask(axis: 0).union(AxisMask(axis: 2))).map(\.name)
        #expect(names == ["light-a", "light-b", "light-c", "dark-a", "dark-b", "dark-c"])
    }

    @Test("calls that expand exponentially are refused before evaluation")
    func exponentialCalls() {
        var lines = ["fn f0(x: number) -> number = x + 1"]
        for level in 1...8 {
            let calls = Array(repeating: "f\(level - 1)(x)", count: 20).joined(separator: " + ")
            lines.append("fn f\(level)(x: number) -> number = \(calls)")
        }
        lines.append("number r = f8(1)")
        let theme = load(lines.joined(separator: "\n"))
        // 20^4 · 1.05 < 1,000,000 < 20^5: f5 is the first function over the limit.
        #expect(
            theme.errorMessages.first
                == "f5 expands to more than 1,000,000 function calls per value; calls are not cached, so reuse a token instead of calling again"
        )
    }

    @Test("a token calling a large function many times is refused")
    func manyCallsFromAToken() {
        let body = Array(repeating: "x", count: 1).joined()
        var source = "fn f0(x: number) -> number = \(body)\n"
        source +=
            "fn f1(x: number) -> number = " + Array(repeating: "f0(x)", count: 100).joined(separator: " + ") + "\n"
        source +=
            "fn f2(x: number) -> number = " + Array(repeating: "f1(x)", count: 100).joined(separator: " + ") + "\n"
        source += "number ok = f2(1)\n"
        source += "number tooMany = " + Array(repeating: "f2(1)", count: 100).joined(separator: " + ") + "\n"
        let theme = load(source)
        #expect(
            theme.errorMessages == [
                "tooMany expands to more than 1,000,000 function calls per value; calls are not cached, so reuse a token instead of calling again"
            ])
    }

    @Test("strings cannot grow without bound")
    func stringGrowth() {
        var lines = ["string a0 = \"xx\""]
        for index in 1...63 { lines.append("string a\(index) = a\(index - 1) + a\(index - 1)") }
        let theme = load(lines.joined(separator: "\n"))
        #expect(theme.errorMessages == ["string longer than 1,048,576 bytes in every appearance"])
        // 2 · 2^19 = 1,048,576 bytes is the longest allowed: a19.
        #expect(
            theme.value(of: "a19", in: theme.appearances[0]).map {
                if case let .string(s) = $0 { s.utf8.count } else { 0 }
            } == 1 << 20)
    }

    static let overflows: [(source: String, message: String)] = [
        (
            "number big = \(String(repeating: "9", count: 300))\nnumber n = big * big",
            "'*' overflows: the result is not a finite number in every appearance"
        ),
        (
            "number big = \(String(repeating: "9", count: 300))\ndimension d = 1pt * big * big",
            "'*' overflows: the result is not a finite number in every appearance"
        ),
        (
            "number big = \(String(repeating: "9", count: 300))\nnumber n = big * big - big * big",
            "'*' overflows: the result is not a finite number in every appearance"
        )
    ]

    @Test("arithmetic that overflows is an error, so no output holds inf or NaN", arguments: overflows)
    func overflow(_ row: (source: String, message: String)) {
        let theme = load(row.source)
        #expect(theme.errorMessages == [row.message])
    }
}

@Suite("Did-you-mean limit")
struct SuggestionLimitTests {
    @Test("suggestions stop after 100 errors, so thousands of unknown names stay cheap")
    func capped() {
        let source = "number total = 1\n" + (0..<101).map { "number n\($0) = totl" }.joined(separator: "\n")
        let errors = load(source).diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 101)
        #expect(errors.first?.suggestions == ["total"])
        #expect(errors[99].suggestions == ["total"])
        #expect(errors.last?.suggestions == [])
    }
}

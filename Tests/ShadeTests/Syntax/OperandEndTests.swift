import Testing
@testable import ShadeCore
@testable import ShadeSyntax

/// A lone name, number or color is read as a primary when the next token ends it
/// (Sources/ShadeSyntax/Syntax/Parser+Expressions.swift, `endsAtNextToken`); whatever would
/// continue it — an operator on the next line, a call, a member, a unit, a word operator — still
/// does, and the value is the one the full expression gives.
@Suite struct OperandEndTests {
    static let cases: [(source: String, value: String)] = [
        ("number a = 1\nnumber b = a\n  + 2\n", "3"),
        ("number a = 4\nnumber b = a\n  / 2", "2"),
        ("number a = 1\nnumber b = max(a, 2)\n", "2"),
        ("number a = 1\nnumber b = max(\n  a,\n  5\n)\n", "5"),
        ("number a = 1\nnumber b = a\nnumber c = 9\n", "1"),
        ("number a = 3\nbool b = a\n  > 2\n", "true"),
        ("bool a = true\nbool b = a\n  && false\n", "false"),
        ("number a = 2\nnumber b = if a > 1 then a\n  else 0\n", "2"),
        ("color a = #ff0000\ncolor b = alpha(a, 0.5)\n", "#ff000080"),
        ("color a = #ff0000\ncolor b = a\n", "#ff0000"),
        ("dimension a = 16pt\ndimension b = a\n  * 2\n", "32pt")
    ]

    @Test(arguments: cases)
    func theValueIsTheWholeExpressions(row: (source: String, value: String)) {
        let theme = ThemeLoader().load(source: row.source)
        #expect(theme.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        #expect(theme.string("b") == row.value)
    }
}

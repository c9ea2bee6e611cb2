import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// One mistake, one error: what follows from an error already reported is not reported again, and
/// a run's diagnostics come in source order.
@Suite("Follow-on errors")
struct FollowOnErrorTests {
    static let cases: [(name: String, source: String, rendered: String)] = [
        (
            "missing ')' does not make the token unknown",
            """
            color a = rgb(1, 2
            color b = darken(a, 0.1)
            """,
            """
            theme.shade:1:19: error: expected ')' to close the argument list, found 'color'
              color a = rgb(1, 2
                                ^
            """
        ),
        (
            "'16 pt' is one error",
            """
            dimension gutter = 16 pt
            dimension wide = gutter * 2
            """,
            """
            theme.shade:1:20: error: a unit follows its number without a space: '16pt', not '16 pt'
              dimension gutter = 16 pt
                                 ^~~~~
              = help: did you mean '16pt'?
            """
        ),
        (
            "missing ')' before a group's '}' keeps the group",
            """
            group S {
              color x = mix(#fff, #000
            }
            color y = S.x
            """,
            """
            theme.shade:2:27: error: expected ')' to close the argument list, found '}'
                color x = mix(#fff, #000
                                        ^
            """
        ),
        (
            "a group left open at the end of the file keeps its members",
            """
            group S {
              color x = #fff
            color y = S.x
            """,
            """
            theme.shade:3:14: error: expected '}' to close group 'S', found end of file
              color y = S.x
                           ^
            """
        ),
        (
            "a function whose body has an error is still known",
            """
            fn f(x: number) -> number = max(x, 1
            number n = f(2)
            """,
            """
            theme.shade:1:37: error: expected ')' to close the argument list, found 'number'
              fn f(x: number) -> number = max(x, 1
                                                  ^
            """
        ),
        (
            "errors of different passes come in source order",
            """
            color a = darken(b, "x")
            color b = #fff
            color c = undefinedName
            number d = 1 / 0
            number e = "s" + 1
            """,
            """
            theme.shade:1:21: error: this argument of 'darken' must be number, but this is string
              color a = darken(b, "x")
                                  ^~~
            theme.shade:3:11: error: unknown name 'undefinedName'
              color c = undefinedName
                        ^~~~~~~~~~~~~
            theme.shade:4:12: error: division by zero in every appearance
              number d = 1 / 0
                         ^~~~~
            theme.shade:5:12: error: operator '+' cannot combine string and number
              number e = "s" + 1
                         ^~~~~~~
            """
        )
    ]

    @Test("whole report", arguments: cases)
    func report(_ row: (name: String, source: String, rendered: String)) {
        let theme = load(row.source)
        #expect(rendered(theme) == row.rendered + "\n", "\(row.name)")
    }
}

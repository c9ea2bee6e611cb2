import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
import ShadeREPL
import Testing

@Suite struct RedefinitionTests {
    @Test func definingATokenListsItsValues() {
        let result = run("color accent = dynamic(light: #3c64f4, dark: #0a84ff)\n")
        #expect(
            result.transcript == """
                + accent  light  #3c64f4
                + accent  dark   #0a84ff

                """)
        #expect(result.status == 0)
    }

    @Test func redefiningReportsEveryDependentThatChanged() {
        let (result, folder) = runWithTheme("color Semantic.background = dynamic(light: #eeeeee, dark: #000000)\n")
        #expect(
            result.standardOutput.hasSuffix(
                """
                ~ Semantic.background  light  #ffffff → #eeeeee
                ~ Semantic.overlay     light  #ffffffb3 → #eeeeeeb3

                """))
        #expect(result.standardError == "")
        _ = folder
    }

    @Test(
        "a redefinition with many changes shows the first 50 rows and counts the rest",
        arguments: [(dependents: 49, more: nil), (dependents: 60, more: 11), (dependents: 500, more: 451)])
    func manyChanges(dependents: Int, more: Int?) throws {
        let folder = TemporaryFolder()
        let theme = (["color base = #336699"] + (0..<dependents).map { "color d\($0) = darken(base, 0.2)" })
            .joined(separator: "\n")
        let result = run("color base = #ff0000\n", files: [folder.write("theme.shade", theme)])
        let report = try #require(result.standardOutput.components(separatedBy: "loaded").last)
        let rows = report.split(separator: "\n").filter { $0.hasPrefix("~ ") }
        #expect(rows.count == min(dependents + 1, 50))
        #expect(rows.first == "~ base  default  #336699 → #ff0000")
        #expect(rows.last?.hasSuffix("default  #29527a → #cc0000") == true)
        if let more {
            #expect(report.hasSuffix("… and \(more) more changes\n"))
        } else {
            #expect(!report.contains("more changes"))
        }
    }

    @Test func aStaticValueBecomingDynamicChangesOnlyWhereItDiffers() {
        let result = run(
            """
            color base = #ffffff
            color edge = darken(base, 0.5)
            color base = dynamic(light: #ffffff, dark: #000000)

            """)
        #expect(
            result.transcript.hasSuffix(
                """
                ~ base  dark  #ffffff → #000000
                ~ edge  dark  #808080 → #000000

                """))
    }

    @Test func redefiningAGroupMemberThroughTheGroupKeepsTheOtherMembers() {
        let (result, folder) = runWithTheme(
            """
            group Semantic { dimension gutter = 20pt }
            Semantic.overlay

            """)
        #expect(
            result.standardOutput.hasSuffix(
                """
                ~ Semantic.gutter  default  16pt → 20pt
                light  #ffffffb3
                dark   #000000b3

                """))
        _ = folder
    }

    @Test func aCycleIsRefusedWithItsChainAndNothingChanges() {
        let result = run(
            """
            color a = #ffffff
            color b = darken(a, 0.1)
            color a = lighten(b, 0.1)
            a

            """)
        #expect(
            result.standardError == """
                <repl>:3:19: error: dependency cycle: a → b → a
                  color a = lighten(b, 0.1)
                                    ^

                """)
        #expect(result.standardOutput.hasSuffix("#ffffff\n"))
        #expect(result.status == 1)
    }

    @Test func aSelfReferenceIsACycle() {
        let result = run("color a = #ffffff\ncolor a = darken(a, 0.1)\n")
        #expect(result.standardError.hasPrefix("<repl>:2:18: error: dependency cycle: a → a\n"))
    }

    @Test func aTypeErrorInADependentRefusesTheRedefinition() {
        let result = run(
            """
            dimension gap = 8pt
            dimension wide = gap + 4pt
            dimension gap = 8px
            wide

            """)
        #expect(
            result.standardError == """
                <repl>:2:18: error: operator '+' cannot combine 'px' and 'pt' dimensions; Shade never converts units
                  dimension wide = gap + 4pt
                                   ^~~~~~~~~

                """)
        #expect(result.standardOutput.hasSuffix("12pt\n"))
    }

    @Test func aWrongTypeIsRefused() {
        let result = run("color a = #ffffff\ncolor a = 3\na\n")
        #expect(
            result.standardError == """
                <repl>:2:11: error: 'a' is declared as color, but its value is number
                  color a = 3
                            ^

                """)
        #expect(result.standardOutput.hasSuffix("#ffffff\n"))
    }

    @Test func aFailingAssertionRefusesTheRedefinition() {
        let result = run(
            """
            color fg = #000000
            color bg = #ffffff
            assert contrast(fg, bg) >= 4.5
            color fg = #eeeeee
            fg

            """)
        #expect(result.standardError.hasPrefix("<repl>:3:8: error: assertion failed in every appearance\n"))
        #expect(result.standardOutput.hasSuffix("#000000\n"))
    }

    @Test func redefiningAFunctionReevaluatesItsCallers() {
        let result = run(
            """
            fn soft(c: color) -> color = alpha(c, 0.5)
            color veil = soft(#000000)
            fn soft(c: color) -> color = alpha(c, 0.25)

            """)
        #expect(result.transcript.hasSuffix("~ veil  default  #00000080 → #00000040\n"))
    }

    @Test func aTokenUsedInsideAFunctionBodyUpdatesTheFunctionsCallers() {
        let result = run(
            """
            color base = #ffffff
            fn tint() -> color = darken(base, 0.5)
            color shade = tint()
            color base = #000000

            """)
        #expect(
            result.transcript.hasSuffix("~ base   default  #ffffff → #000000\n~ shade  default  #808080 → #000000\n"))
    }

    @Test func aNewDependencyReachingTheTokenThroughAFunctionIsACycle() {
        let result = run(
            """
            color base = #ffffff
            fn tint() -> color = darken(base, 0.5)
            color base = tint()

            """)
        #expect(result.standardError.hasPrefix("<repl>:3:14: error: dependency cycle: base → tint → base\n"))
    }

    @Test func anUnchangedRedefinitionSaysSo() {
        let result = run("number x = 1\nnumber x = 1\n")
        #expect(result.transcript.hasSuffix("no token changed\n"))
    }

    @Test func sessionRedefinitionEvaluatesOnlyTheDependents() {
        var session = ThemeSession()
        var source = ""
        for index in 0..<200 { source += "number n\(index) = \(index)\n" }
        source += "number total = n1 + n2\n"
        _ = session.define(source)
        let update = session.define("number n1 = 10")
        #expect(update.evaluatedTokens == 2)
        #expect(update.changes.map(\.name) == ["n1", "total"])
        #expect(session.evaluate("total").map { $0.values } == .success([.number(12)]))
    }
}

import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// One run may hold at most 4,000,000 values, make 2,000,000 function calls and hold 64 MiB of
/// strings: short files that would ask for more end in one located error, and what fits is
/// still computed.
@Suite("Run budget")
struct RunBudgetTests {
    /// `fk` makes 1 + 3·calls(fk-1) calls: f12 makes (3^13 − 1) / 2 = 797,161.
    static let tripling = (1...12).map { "fn f\($0)(x: number) -> number = f\($0 - 1)(f\($0 - 1)(f\($0 - 1)(x)))" }
        .joined(separator: "\n")
    static let functions = "fn f0(x: number) -> number = x + 1\n" + tripling

    /// 10 axes of two values: 4 × 2^10 = 4,096 appearances; 976 × 4,096 = 3,997,696 values fit.
    static let axes = (0..<10).map { "axis a\($0) { a\($0)x, a\($0)y }" }.joined(separator: "\n")

    @Test(
        "tokens × appearances past 4,000,000 values is an error at the first token that does not fit",
        arguments: [(976, nil, ""), (977, 976, "977"), (5_000, 976, "5,000")] as [(Int, Int?, String)])
    func values(tokens: Int, firstPast: Int?, written: String) {
        let source = Self.axes + "\n" + (0..<tokens).map { "number t\($0) = \($0)" }.joined(separator: "\n")
        let theme = load(source)
        guard let firstPast else {
            #expect(theme.errorMessages == [])
            #expect(theme.appearances.last.flatMap { theme.value(of: "t975", in: $0) } == .number(975))
            return
        }
        #expect(
            theme.errorMessages == [
                "\(written) tokens in 4,096 appearances are more than the 4,000,000 values a run may hold, from this token on; declare fewer axis values, or split the theme"
            ])
        #expect(theme.diagnostics.first?.location?.start == Diagnostic.Position(line: 11 + firstPast, column: 8))
        #expect(theme.value(of: "t0", in: theme.appearances[0]) == nil)
    }

    @Test("calls × appearances past 2,000,000 stop the calls at the token, and only the calls")
    func calls() {
        let theme = load(
            Self.functions + """

                number before = f1(1)
                number heavy = f12(if dark && highContrast then 1 else 2)
                number after = f0(2)
                number plain = 7
                """)
        #expect(
            theme.errorMessages == [
                "computing 'heavy' makes 797,161 function calls in each of 4 appearances, past the 2,000,000 calls a run may make; calls are not cached, so reuse a token instead of calling again (nothing after it that calls a function is computed)"
            ])
        #expect(theme.diagnostics.first?.location?.start == Diagnostic.Position(line: 15, column: 8))
        let light = theme.appearances[0]
        #expect(theme.value(of: "before", in: light) == .number(4))
        #expect(theme.value(of: "heavy", in: light) == nil)
        #expect(theme.value(of: "after", in: light) == nil)
        #expect(theme.value(of: "plain", in: light) == .number(7))
    }

    @Test("static tokens spend their calls once each")
    func staticCalls() {
        let tokens = (0..<4).map { "number t\($0) = f12(\($0))" }.joined(separator: "\n")
        let theme = load(Self.functions + "\n" + tokens)
        #expect(
            theme.errorMessages == [
                "computing 't2' makes 797,161 function calls, past the 2,000,000 calls a run may make; calls are not cached, so reuse a token instead of calling again (nothing after it that calls a function is computed)"
            ])
        #expect(theme.value(of: "t1", in: theme.appearances[0]) == .number(797_161 - 265_720 + 1))
    }

    @Test("an assertion's calls count against the same budget")
    func assertionCalls() {
        let theme = load(Self.functions + "\nassert f12(if dark && highContrast then 1 else 2) > 0")
        #expect(
            theme.errorMessages == [
                "computing this assertion makes 797,161 function calls in each of 4 appearances, past the 2,000,000 calls a run may make; calls are not cached, so reuse a token instead of calling again (nothing after it that calls a function is computed)"
            ])
    }

    /// s0 … s16 double 16 bytes up to 1 MiB: 2,097,136 bytes; 62 copies of s16 fit in the rest of 64 MiB.
    static let doubling =
        ["string s0 = \"xxxxxxxxxxxxxxxx\""]
        + (1...16).map { "string s\($0) = s\($0 - 1) + s\($0 - 1)" }

    @Test("string values past 64 MiB stop the strings at the token, and only the strings")
    func strings() {
        let copies = (0..<70).map { "string u\($0) = s16" }
        let theme = load((Self.doubling + copies + ["number n = 1", "string w = \"x\""]).joined(separator: "\n"))
        #expect(
            theme.errorMessages == [
                "'u62' takes the run's string values past 64 MiB (each appearance it varies in counted); no string token from here on is computed"
            ])
        #expect(theme.diagnostics.first?.location?.start == Diagnostic.Position(line: 18 + 62, column: 8))
        let light = theme.appearances[0]
        #expect(theme.value(of: "u61", in: light)?.string?.utf8.count == 1 << 20)
        #expect(theme.value(of: "u62", in: light) == nil)
        #expect(theme.value(of: "w", in: light) == nil)
        #expect(theme.value(of: "n", in: light) == .number(1))
    }

    @Test("a string varying on an axis counts once per value of the axis")
    func stringsPerAppearance() {
        // 2,097,136 + 31 × 2 MiB fit; the 32nd dynamic copy does not.
        let copies = (0..<40).map { "string u\($0) = dynamic(light: s16, dark: s16 + \"\")" }
        let theme = load((Self.doubling + copies).joined(separator: "\n"))
        #expect(theme.errorMessages.first?.hasPrefix("'u31' takes the run's string values past 64 MiB") == true)
    }

    @Test("the REPL's additions spend from the same budget: past it, the rebuild reports the error")
    func sessionAdditions() {
        var session = ThemeSession()
        // 16 bytes of the 64 MiB are left.
        #expect(
            session.define((Self.doubling + (0..<62).map { "string u\($0) = s16" }).joined(separator: "\n")).succeeded)
        let fits = session.define("string tiny = \"x\"")
        #expect(fits.succeeded)
        #expect(fits.evaluatedTokens == 1)
        let over = session.define("string more = s1")
        #expect(!over.succeeded)
        #expect(
            over.diagnostics.map(\.message) == [
                "'more' takes the run's string values past 64 MiB (each appearance it varies in counted); no string token from here on is computed"
            ])
    }
}

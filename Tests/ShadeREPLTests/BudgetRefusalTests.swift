import Foundation
import ShadeCore
import ShadeSyntax
import ShadeTools
import Testing

/// Past the run's budget of values (4,000,000: 976 tokens in 4,096 appearances), a new token typed
/// into a session is refused with the error a rebuild gives — at once, without the rebuild, so a
/// script that keeps typing past the budget stays linear (1 MB typed took more than 10 s).
@Suite("Session: new tokens past the budget of values")
struct BudgetRefusalTests {
    static let axes = (0..<10).map { "axis a\($0) { a\($0)x, a\($0)y }" }.joined(separator: "\n")

    static func session(tokens: Int) -> ThemeSession {
        var session = ThemeSession()
        let update = session.define(axes + "\n" + (0..<tokens).map { "number t\($0) = \($0)" }.joined(separator: "\n"))
        #expect(update.succeeded, "\(update.diagnostics.map(\.message))")
        return session
    }

    @Test("the token past the budget is refused with the rebuild's located error; the session keeps its tokens")
    func refusedAsTheRebuildWould() {
        var session = Self.session(tokens: 976)
        let update = session.define("number t976 = 976", line: 7)
        #expect(!update.succeeded)
        #expect(
            update.diagnostics.map(\.message) == [
                "977 tokens in 4,096 appearances are more than the 4,000,000 values a run may hold, from this token on; "
                    + "declare fewer axis values, or split the theme"
            ])
        #expect(update.diagnostics.first?.location?.start == Diagnostic.Position(line: 7, column: 8))
        #expect(session.theme.tokens.count == 976)
        #expect(session.define("number t0 = 1").succeeded, "a redefinition still fits")
    }

    @Test("2,000 lines past the budget are refused without a rebuild each (3 s for all; 12 s with rebuilds)")
    func staysLinear() {
        var session = Self.session(tokens: 976)
        let clock = ContinuousClock(), start = clock.now
        for index in 0..<2_000 { #expect(!session.define("number u\(index) = \(index)").succeeded) }
        #expect(clock.now - start < .seconds(3), "each refused line rebuilt the session")
    }
}

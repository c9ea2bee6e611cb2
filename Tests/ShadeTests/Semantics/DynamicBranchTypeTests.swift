import Testing

@testable import ShadeCore

/// `dynamic` over an axis of three values (`Sources/ShadeCore/Semantics/TypeChecker.swift`, the
/// `select` case): every branch is checked before a difference of type is reported, the branch
/// reported is the first whose type differs from the first branch's, and the type takes the
/// first unit any branch knows.
@Suite("dynamic's branch types")
struct DynamicBranchTypeTests {
    static let axis = "axis brand { acme, globex, initech }\n"

    static let differences: [(declaration: String, rendered: String)] = [
        (
            "color x = dynamic(acme: #fff, globex: 1, initech: \"s\")",
            """
            theme.shade:2:39: error: the values of 'dynamic' have different types: color and number
              color x = dynamic(acme: #fff, globex: 1, initech: "s")
                                                    ^
            """
        ),
        (
            "color x = dynamic(acme: #fff, globex: #000, initech: 1)",
            """
            theme.shade:2:54: error: the values of 'dynamic' have different types: color and number
              color x = dynamic(acme: #fff, globex: #000, initech: 1)
                                                                   ^
            """
        ),
        (
            "dimension x = dynamic(acme: 1pt, globex: 2pt, initech: #fff)",
            """
            theme.shade:2:56: error: the values of 'dynamic' have different types: dimension (pt) and color
              dimension x = dynamic(acme: 1pt, globex: 2pt, initech: #fff)
                                                                     ^~~~
            """
        )
    ]

    @Test("the first branch of another type is reported, at its value", arguments: differences)
    func firstDifference(_ row: (declaration: String, rendered: String)) {
        #expect(rendered(load(Self.axis + row.declaration)) == row.rendered + "\n")
    }

    @Test("a branch with an error of its own leaves nothing more to report")
    func brokenBranch() {
        let theme = load(Self.axis + "color x = dynamic(acme: #fff, globex: 1, initech: nope)")
        #expect(theme.errorMessages == ["unknown name 'nope'"])
    }

    @Test("the type takes the first unit a branch knows: a parameter's is unknown, 2pt's is not")
    func firstKnownUnit() {
        let theme = load(
            Self.axis + "fn f(d: dimension) -> dimension = dynamic(acme: d, globex: 2pt, initech: d) + 1px")
        #expect(
            theme.errorMessages == ["operator '+' cannot combine 'pt' and 'px' dimensions; Shade never converts units"])
    }
}

import ShadeREPL
import Testing

/// A component's property typed as an expression: its value differs per context, so the error
/// points to `:explain`, which shows it.
@Suite struct ComponentPropertyHintTests {
    @Test func evaluatingAPropertyPointsToExplain() {
        let result = run("component Button {\n  color tint = #3c64f4\n}\nButton.tint\n")
        #expect(
            result.standardError == """
                <repl>:4:1: error: the properties of component 'Button' differ per context: \
                they can be read in assertions, which are checked in every context
                  Button.tint
                  ^~~~~~
                  = note: ':explain Button.tint' shows its value in each context

                """)
    }

    /// A name no component has gets no pointer: `:explain` would fail too.
    @Test func anUnknownPropertyGetsNoPointer() {
        let result = run("component Button {\n  color tint = #3c64f4\n}\nButton.tnt\n")
        #expect(!result.standardError.contains(":explain"))
        #expect(result.standardError.contains("error:"))
    }
}

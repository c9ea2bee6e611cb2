import Testing

/// `:table` marks an internal token as it marks a private one.
@Suite struct InternalTableTests {
    @Test func anInternalTokenIsMarked() {
        let result = run("internal color ink = #1f2328\ncolor fg = ink\n:table\n")
        #expect(
            result.standardOutput == """
                + ink  default  #1f2328
                + fg  default  #1f2328
                token  type              default
                ink    color (internal)  #1f2328
                fg     color             #1f2328

                """)
    }

    /// An internal token typed after others (where a public one would be added alone) is marked too.
    @Test func anInternalTokenTypedLaterIsMarked() {
        let result = run("color fg = #1f2328\ninternal color ink = fg\n:table\n")
        #expect(
            result.standardOutput == """
                + fg  default  #1f2328
                + ink  default  #1f2328
                token  type              default
                fg     color             #1f2328
                ink    color (internal)  #1f2328

                """)
    }
}

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
}

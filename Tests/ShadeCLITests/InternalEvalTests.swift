import Foundation
import Testing

/// `shade eval --internal`: the theme's internal palette shown beside its tokens; without the
/// flag, and in every export, it is left out.
@Suite("eval --internal")
struct InternalEvalTests {
    static let theme = """
        internal group base { color blue5 = dynamic(light: #0969da, dark: #4493f8) }
        group fgColor { color accent = base.blue5 }

        """

    @Test("without the flag the palette is left out; with it, it comes first, as declared")
    func flag() throws {
        let plain = try ShadeProcess.run(["eval", "--format", "csv"], input: Self.theme)
        #expect(plain.status == 0)
        #expect(plain.stdout == "token,type,light,dark\r\nfgColor.accent,color,#0969da,#4493f8\r\n")
        let all = try ShadeProcess.run(["eval", "--internal", "--format", "csv"], input: Self.theme)
        #expect(all.status == 0)
        #expect(
            all.stdout
                == "token,type,light,dark\r\nbase.blue5,color,#0969da,#4493f8\r\nfgColor.accent,color,#0969da,#4493f8\r\n"
        )
        #expect(all.stderr.isEmpty)
    }
}

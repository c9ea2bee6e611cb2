import Foundation
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeTools
import Shade
import Testing

/// `inherited` is offered where it means something: in a `when` block's values.
@Suite struct InheritedCompletionTests {
    @Test(arguments: [
        ("when dark {\n  accent = alpha(inh‸", true),
        ("when dark, high { accent = inh‸", true),
        ("group g {\n  when dark {\n    color glow = inh‸", true),
        ("color a = inh‸", false),
        ("when dark { accent = #000000 }\ncolor b = inh‸", false),
        ("number when = 1\ncolor c = inh‸", false)
    ])
    func offeredInWhenBlocks(text: String, offered: Bool) {
        let labels = CompletionServiceTests.labels(text)
        #expect(labels.contains("inherited") == offered, "\(labels)")
    }
}

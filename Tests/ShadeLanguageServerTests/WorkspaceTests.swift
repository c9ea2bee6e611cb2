import Foundation
import Testing

@testable import ShadeLanguageServer

/// Each document loads on its own queue: a request about a small file is answered while a large
/// one is still being checked. The large file's load is held at a gate the test opens, so what is
/// asserted never depends on how fast the machine is.
@Suite struct WorkspaceTests {
    /// A gate the large document's load waits at, and what the workspace reported.
    final class Gate: @unchecked Sendable {
        private let condition = NSCondition()
        private var open = false
        private var checkedURIs: [String] = []

        /// Called on a document's queue: records the document, and holds `held` until ``release()``.
        func checked(_ uri: String, holding held: String) {
            condition.lock()
            checkedURIs.append(uri)
            condition.broadcast()
            while uri == held && !open { condition.wait() }
            condition.unlock()
        }

        /// Waits (10 s at most) until `uri` has been checked at least once.
        func waitUntilChecked(_ uri: String) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            let deadline = Date().addingTimeInterval(10)
            while !checkedURIs.contains(uri) { if !condition.wait(until: deadline) { return false } }
            return true
        }

        func release() {
            condition.lock()
            open = true
            condition.broadcast()
            condition.unlock()
        }
    }

    @Test func aRequestDoesNotWaitForAnotherFilesLoad() throws {
        let folder = try ScratchFolder([:])
        let largeURI = folder.uri("large.shade"), smallURI = folder.uri("small.shade")
        let gate = Gate()
        let workspace = Workspace(
            checked: { document, _ in gate.checked(document.uri, holding: largeURI) }, analyzed: { _ in })
        workspace.update(largeURI, to: Document(uri: largeURI, version: 1, text: "color big = #3c64f4\n"))
        workspace.update(smallURI, to: Document(uri: smallURI, version: 1, text: "color a = #fff\n"))
        // The large document's load has started and is held at the gate.
        #expect(gate.waitUntilChecked(largeURI))

        // The small one is answered all the same.
        let small = try workspace.analysis(smallURI)
        #expect(small.theme.tokens.map(\.name) == ["a"])

        gate.release()
        let large = try workspace.analysis(largeURI)
        #expect(large.theme.tokens.map(\.name) == ["big"])
    }

    /// Diagnostics go out in the order of the revisions they were found at: those of an older
    /// revision that come late (its resolving ended after the next text's check) are dropped.
    @Test func diagnosticsOfAnOlderRevisionNeverFollowANewerOnes() {
        let workspace = Workspace(checked: { _, _ in }, analyzed: { _ in })
        var sent: [Int] = []
        for revision in [1, 3, 3, 2, 5, 4, 6] {
            workspace.publish(revision: revision, of: "file:///a.shade") { sent.append(revision) }
        }
        workspace.publish(revision: 2, of: "file:///b.shade") { sent.append(20) }
        #expect(sent == [1, 3, 3, 5, 6, 20])
    }
}

import Foundation
import Testing
@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// Collects what an observer is told, from any thread.
final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var changes: [Appearance.Change] = []
    func append(_ change: Appearance.Change) { lock.withLock { changes.append(change) } }
    var all: [Appearance.Change] { lock.withLock { changes } }
}

/// The "dark mode triggered" state: picks the appearance by the decision table and tells
/// observers exactly which tokens changed.
@Suite("Appearance state")
struct AppearanceStateTests {
    static let source = """
        axis brand { plain, acme }
        color background = dynamic(light: #ffffff, dark: #000000)
        color text = if highContrast then #ffffff else dynamic(light: #111111, dark: #eeeeee)
        color accent = dynamic(plain: #0000ff, acme: #ff0000)
        number ratio = 0.5
        """

    @Test("flipping the system style under auto notifies exactly the changed tokens")
    func autoFlip() throws {
        let theme = load(Self.source)
        #expect(!theme.hasErrors)
        let state = AppearanceState(theme: theme, inputs: Appearance.Inputs(darkMode: .auto, systemStyle: .light))
        let received = Received()
        let observation = state.observe { received.append($0) }
        state.setSystemStyle(.dark)
        let change = try #require(received.all.first)
        #expect(received.all.count == 1)
        #expect(change.appearance.settings["scheme"] == "dark")
        #expect(change.changes.map(\.name) == ["background", "text"])
        #expect(change.changes.map(\.kind) == [.changed, .changed])
        #expect(
            change.changes[0].steps.map { [$0.before?.description, $0.after?.description] } == [["#ffffff", "#000000"]])
        #expect(state.current.settings["scheme"] == "dark")
        #expect(state.value(of: "background")?.description == "#000000")
        observation.cancel()
    }

    @Test("flipping the system style under on (or off) notifies nothing", arguments: [Appearance.DarkMode.on, .off])
    func forcedFlip(_ option: Appearance.DarkMode) {
        let state = AppearanceState(
            theme: load(Self.source), inputs: Appearance.Inputs(darkMode: option, systemStyle: .light))
        let received = Received()
        let observation = state.observe { received.append($0) }
        state.setSystemStyle(.dark)
        state.setSystemStyle(.unspecified)
        #expect(received.all.isEmpty)
        #expect(state.current.settings["scheme"] == (option == .on ? "dark" : "light"))
        observation.cancel()
    }

    @Test("contrast and declared axes pick the column; only tokens that differ are told")
    func otherAxes() {
        let state = AppearanceState(theme: load(Self.source))
        let received = Received()
        let observation = state.observe { received.append($0) }
        state.setContrast("high")
        state.setAxis("brand", to: "acme")
        state.setAxis("brand", to: "acme")
        #expect(received.all.map { $0.changes.map(\.name) } == [["text"], ["accent"]])
        #expect(received.all.map(\.appearance.name) == ["light-high-plain", "light-high-acme"])
        observation.cancel()
    }

    @Test("replacing the theme tells the added, changed and removed tokens; an equal theme, nothing")
    func replace() {
        let state = AppearanceState(theme: load(Self.source), inputs: Appearance.Inputs(darkMode: .on))
        let received = Received()
        let observation = state.observe { received.append($0) }
        state.replaceTheme(load(Self.source))
        #expect(received.all.isEmpty)
        state.replaceTheme(
            load(
                """
                color background = dynamic(light: #ffffff, dark: #000000)
                color text = #222222
                number ratio = 0.5
                number extra = 1
                """))
        let changes = received.all.first?.changes ?? []
        #expect(changes.map(\.name) == ["text", "extra", "accent"])
        #expect(changes.map(\.kind) == [.changed, .added, .removed])
        #expect(changes[0].steps.map(\.after) == [.color(ThemeColor(bytes: 0x22, 0x22, 0x22))])
        #expect(received.all.first?.appearance.name == "dark")
        observation.cancel()
    }

    @Test("an observer may read the state and change an input itself")
    func reentrant() {
        let state = AppearanceState(theme: load(Self.source))
        let received = Received()
        let observation = state.observe { change in
            received.append(change)
            if state.current.settings["scheme"] == "dark" { state.setContrast("high") }
        }
        state.setDarkMode(.on)
        #expect(received.all.map(\.appearance.name) == ["dark-normal-plain", "dark-high-plain"])
        observation.cancel()
    }

    @Test("a cancelled or released observation is not called")
    func cancelled() {
        let state = AppearanceState(theme: load(Self.source))
        let received = Received()
        let kept = state.observe { received.append($0) }
        state.observe { received.append($0) }.cancel()
        do { _ = state.observe { received.append($0) } }
        state.setDarkMode(.on)
        #expect(received.all.count == 1)
        kept.cancel()
        state.setDarkMode(.off)
        #expect(received.all.count == 1)
    }

    @Test("many threads changing inputs: no crash, a consistent final state, every change told in order")
    func concurrent() async {
        let state = AppearanceState(theme: load(Self.source))
        let received = Received()
        let observation = state.observe { received.append($0) }
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for step in 0..<200 {
                        switch (task + step) % 4 {
                        case 0: state.setSystemStyle(step % 2 == 0 ? .dark : .light)
                        case 1: state.setContrast(step % 3 == 0 ? "high" : "normal")
                        case 2: state.setAxis("brand", to: step % 2 == 0 ? "acme" : "plain")
                        default: _ = state.value(of: "text")
                        }
                    }
                }
            }
        }
        state.setInputs(
            Appearance.Inputs(darkMode: .auto, systemStyle: .dark, contrast: "high", axes: ["brand": "acme"]))
        #expect(state.current.name == "dark-high-acme")
        #expect(state.value(of: "text")?.description == "#ffffff")
        // Each notification starts from the appearance the previous one ended in.
        let appearances = received.all.map(\.appearance)
        #expect(appearances.last == state.current)
        #expect(zip(appearances, appearances.dropFirst()).allSatisfy { $0 != $1 })
        observation.cancel()
    }
}

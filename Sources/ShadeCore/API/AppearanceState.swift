import ShadeSyntax

extension Appearance {
    /// What an app's appearance depends on: the user's dark-mode option, the style the system
    /// reports, the contrast, and the values of the theme's declared axes.
    public struct Inputs: Hashable, Sendable, Codable {
        /// The dark-mode option of the app's settings.
        public var darkMode: Appearance.DarkMode
        /// The style the system reports.
        public var systemStyle: Appearance.SystemStyle
        /// The `contrast` value (`normal`, `high`).
        public var contrast: String
        /// Values of declared axes by axis name (`["brand": "acme"]`); axes left out are at their defaults.
        public var axes: [String: String]

        /// Creates inputs; by default the app follows the system, which reports no style.
        public init(
            darkMode: Appearance.DarkMode = .auto, systemStyle: Appearance.SystemStyle = .unspecified,
            contrast: String = "normal", axes: [String: String] = [:]
        ) {
            self.darkMode = darkMode
            self.systemStyle = systemStyle
            self.contrast = contrast
            self.axes = axes
        }

        /// Every axis's setting: the scheme by ``darkModeDecision(option:systemStyle:)``, then
        /// contrast and the declared axes.
        public var settings: [String: String] {
            var settings = axes
            settings["scheme"] = darkModeDecision(option: darkMode, systemStyle: systemStyle)
            settings["contrast"] = contrast
            return settings
        }
    }
}

extension Appearance {
    /// A change of the current appearance: the appearance now shown, and exactly the tokens whose
    /// values changed (each with one ``TokenChange/Step`` holding the value before and after).
    public struct Change: Hashable, Sendable {
        /// The appearance now shown.
        public let appearance: Appearance
        /// The emitted tokens whose values changed, in declaration order; removed tokens last.
        public let changes: [TokenChange]
    }
}

/// An app's dark-mode state: the current appearance of a theme,
/// picked from ``Appearance/Inputs`` by the dark-mode decision table, with observers told exactly
/// which tokens changed whenever an input changes or the theme is replaced.
///
/// Safe to use from any thread; observers are called on the thread that made the change, after
/// the state is updated, one change after the other, and never for a change that leaves every
/// value as it was. An observer may change an input; observers then hear of that change at once.
public final class AppearanceState: @unchecked Sendable {
    private let lock = Lock()
    private var state: (theme: Theme, inputs: Appearance.Inputs, appearance: Appearance)
    private var observers: [Int: @Sendable (Appearance.Change) -> Void] = [:]
    private var nextObserver = 0

    /// Creates the state of `theme` under `inputs`.
    public init(theme: Theme, inputs: Appearance.Inputs = Appearance.Inputs()) {
        state = (theme, inputs, theme.appearance(settings: inputs.settings))
    }

    /// The theme shown.
    public var theme: Theme { lock.withLock { state.theme } }
    /// The inputs the appearance is picked from.
    public var inputs: Appearance.Inputs { lock.withLock { state.inputs } }
    /// The appearance shown now.
    public var current: Appearance { lock.withLock { state.appearance } }

    /// The value of a token (qualified name) in the current appearance; nil when there is none.
    public func value(of name: String) -> Value? {
        let (theme, appearance) = lock.withLock { (state.theme, state.appearance) }
        return theme.value(of: name, in: appearance)
    }

    /// Calls `handler` after every change of a token's value, until the returned observation is
    /// cancelled or released.
    public func observe(_ handler: @escaping @Sendable (Appearance.Change) -> Void) -> AppearanceState.Observation {
        let id = lock.withLock {
            nextObserver += 1
            observers[nextObserver] = handler
            return nextObserver
        }
        return AppearanceState.Observation { [weak self] in
            guard let self else { return }
            _ = self.lock.withLock { self.observers.removeValue(forKey: id) }
        }
    }

    /// Sets the user's dark-mode option.
    public func setDarkMode(_ option: Appearance.DarkMode) { update { $0.darkMode = option } }
    /// Sets the style the system reports.
    public func setSystemStyle(_ style: Appearance.SystemStyle) { update { $0.systemStyle = style } }
    /// Sets the contrast (`normal`, `high`).
    public func setContrast(_ contrast: String) { update { $0.contrast = contrast } }
    /// Sets a declared axis to a value (`setAxis("brand", to: "acme")`).
    public func setAxis(_ axis: String, to value: String) { update { $0.axes[axis] = value } }
    /// Sets every input at once.
    public func setInputs(_ inputs: Appearance.Inputs) { update { $0 = inputs } }

    /// Shows `theme` instead (a reloaded file, say); observers hear of the tokens added, removed
    /// or changed in the current appearance.
    public func replaceTheme(_ theme: Theme) {
        apply { state in
            let appearance = theme.appearance(settings: state.inputs.settings)
            let changes = theme.changes(from: state.theme, in: state.appearance, to: appearance)
            state = (theme, state.inputs, appearance)
            return Appearance.Change(appearance: appearance, changes: changes)
        }
    }

    private func update(_ change: @escaping (inout Appearance.Inputs) -> Void) {
        apply { state in
            change(&state.inputs)
            let appearance = state.theme.appearance(settings: state.inputs.settings)
            defer { state.appearance = appearance }
            guard appearance != state.appearance else { return Appearance.Change(appearance: appearance, changes: []) }
            return Appearance.Change(
                appearance: appearance, changes: state.theme.changes(from: nil, in: state.appearance, to: appearance))
        }
    }

    /// Changes the state under the lock, then tells the observers outside it, in order of changes:
    /// a second lock keeps two threads' notifications from crossing. That one is recursive, so an
    /// observer may read the state and change an input itself.
    private func apply(
        _ body: (inout (theme: Theme, inputs: Appearance.Inputs, appearance: Appearance)) -> Appearance.Change
    ) {
        notifying.lock()
        defer { notifying.unlock() }
        let (change, handlers) = lock.withLock {
            (body(&state), Array(observers.sorted { $0.key < $1.key }.map(\.value)))
        }
        guard !change.changes.isEmpty else { return }
        for handler in handlers { handler(change) }
    }

    private let notifying = Lock(recursive: true)
}

extension AppearanceState {
    /// An observation of an ``AppearanceState``; cancelling or releasing it stops the calls.
    public final class Observation: @unchecked Sendable {
        private let lock = Lock()
        private var cancellation: (@Sendable () -> Void)?

        package init(cancel: @escaping @Sendable () -> Void) { cancellation = cancel }

        /// Stops the calls; later calls do nothing.
        public func cancel() {
            let cancel = lock.withLock {
                defer { cancellation = nil }
                return cancellation
            }
            cancel?()
        }

        deinit { cancel() }
    }
}

/// How one token changed after a definition.
public struct TokenChange: Hashable, Sendable {
    /// What happened to the token.
    public enum Kind: String, Hashable, Sendable {
        /// It did not exist before.
        case added
        /// Its value changed in at least one appearance.
        case changed
        /// It no longer exists.
        case removed
    }

    /// A value before and after, in one appearance.
    public struct Step: Hashable, Sendable {
        /// Where the value changed.
        public let appearance: Appearance
        /// The value before; nil for an added token.
        public let before: Value?
        /// The value after; nil for a removed token.
        public let after: Value?

        /// Each stored property, as given.
        package init(appearance: Appearance, before: Value?, after: Value?) {
            self.appearance = appearance
            self.before = before
            self.after = after
        }
    }

    /// The qualified token name.
    public let name: String
    /// Added, changed or removed.
    public let kind: Kind
    /// The appearances where the value differs (all selected ones for added and removed tokens).
    public let steps: [Step]

    /// Each stored property, as given.
    package init(name: String, kind: Kind, steps: [Step]) {
        self.name = name
        self.kind = kind
        self.steps = steps
    }
}

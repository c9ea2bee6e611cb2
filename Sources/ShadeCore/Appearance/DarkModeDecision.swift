import ShadeSyntax

extension Appearance {
    /// The user's dark-mode option in an app's settings.
    public enum DarkMode: String, Hashable, Sendable, CaseIterable {
        /// Follow the system.
        case auto
        /// Always dark.
        case on
        /// Always light.
        case off
    }
}

extension Appearance {
    /// The appearance style the system reports.
    public enum SystemStyle: String, Hashable, Sendable, CaseIterable {
        /// No style reported (iOS 12 and earlier).
        case unspecified
        /// The system is light.
        case light
        /// The system is dark.
        case dark
    }
}

/// The dark-mode decision table (docs/color.md, Dark-mode decision): the scheme an app shows.
///
/// |                 | auto    | on   | off   |
/// |-----------------|---------|------|-------|
/// | **unspecified** | default | dark | light |
/// | **light**       | light   | dark | light |
/// | **dark**        | dark    | dark | light |
///
/// The default is light.
/// - Returns: `"light"` or `"dark"`, the value of the `scheme` axis.
public func darkModeDecision(option: Appearance.DarkMode, systemStyle: Appearance.SystemStyle) -> String {
    switch (option, systemStyle) {
    case (.on, _): "dark"
    case (.off, _): "light"
    case (.auto, .dark): "dark"
    case (.auto, .light): "light"
    case (.auto, .unspecified): Appearance.Axis.scheme.values[0]
    }
}

import ShadeSyntax

/// One column of a resolved theme: a value for each axis the theme varies on.
public struct Appearance: Hashable, Sendable, CustomStringConvertible {
    /// The column name: the values of the varying axes joined by '-' in axis order
    /// (`light`, `dark`, `dark-high`, `light-normal-acme`).
    public let name: String
    /// The value of every axis, the ones the theme does not vary on at their defaults.
    public let settings: [String: String]
    /// Index in the theme's full appearance space.
    package let index: Int

    /// The column name.
    public var description: String { name }
}

extension AppearanceSpace {
    /// The index of `appearance` when it is one of this space's: its index is in range and names
    /// exactly its settings. Nil for an appearance of another theme, whose index could mean
    /// another appearance here or none at all.
    package func place(of appearance: Appearance) -> Int? {
        guard appearance.index >= 0, appearance.index < count,
            appearance.settings.count == axes.count
        else { return nil }
        for (axisIndex, axis) in axes.enumerated()
        where appearance.settings[axis.name] != axis.values[value(of: axisIndex, in: appearance.index)] {
            return nil
        }
        return appearance.index
    }

    /// The appearance at `index`, named over the axes in `mask`, with every axis's setting.
    package func appearance(_ index: Int, over mask: AxisMask) -> Appearance {
        appearance(index, named: name(of: index, over: mask))
    }

    /// The appearance at `index` under `name` (a listed appearance's), with every axis's setting.
    package func appearance(_ index: Int, named name: String) -> Appearance {
        var settings: [String: String] = [:]
        for (axisIndex, axis) in axes.enumerated() {
            settings[axis.name] = axis.values[value(of: axisIndex, in: index)]
        }
        return Appearance(name: name, settings: settings, index: index)
    }
}

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
    case (.auto, .unspecified): Appearance.AxisDefinition.scheme.values[0]
    }
}

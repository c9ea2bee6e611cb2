/// One column of a resolved theme: a value for each axis the theme varies on.
public struct Appearance: Hashable, Sendable, CustomStringConvertible {
    /// The column name: the values of the varying axes joined by '-' in axis order
    /// (`light`, `dark`, `dark-high`, `light-normal-acme`).
    public let name: String
    /// The value of every axis, the ones the theme does not vary on at their defaults.
    public let settings: [String: String]
    /// Index in the theme's full appearance space.
    let index: Int

    /// The column name.
    public var description: String { name }
}

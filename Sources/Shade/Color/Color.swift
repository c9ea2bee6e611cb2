/// An sRGB color with alpha; every channel a `Double` in 0…1.
///
/// Channels may leave 0…1 in the middle of a computation; output clamps them
/// (``bytes``), so no information is lost early.
public struct Color: Hashable, Sendable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// Creates a color from channels in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a color from 0–255 channel bytes and an alpha in 0…1, as the seeds' tables give them.
    public init(bytes red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// The output bytes: `round(clamp(v, 0, 1) × 255)`, rounding half away from zero.
    public var bytes: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
    }

    /// The channel values as an array, red first, alpha last.
    var channels: [Double] { [red, green, blue, alpha] }

    static func byte(_ value: Double) -> UInt8 {
        UInt8((min(max(value, 0), 1) * 255).rounded(.toNearestOrAwayFromZero))
    }
}

import ShadeSyntax

extension ColorLiteral {
    /// The color, each channel its byte divided by 255.
    package var color: ThemeColor {
        ThemeColor(
            red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: Double(alpha) / 255)
    }
}

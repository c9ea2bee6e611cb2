import ShadeSyntax

extension ThemeColor {
    /// The color as Shade source writes it: hex for sRGB, else the constructor of its space
    /// (`oklch(0.7, 0.3, 30)`, `displayP3(1, 0, 0)`, alpha last when below 1); a space with no
    /// constructor (a mix in `srgbLinear` or `xyz`) as the hex of its sRGB output.
    public var source: String {
        guard let name = constructorName else { return hex }
        var components = space.components(of: self)
        if space.isPolar, components[2].isNaN { components[2] = 0 }
        if alpha < 1 { components.append(alpha) }
        return name + "(" + components.map { Value.format(($0 * 1e8).rounded() / 1e8) }.joined(separator: ", ") + ")"
    }

    /// The constructor of the color's space, if Shade has one (`oklch`).
    package var constructorName: String? {
        switch space {
        case .oklch: "oklch"
        case .oklab: "oklab"
        case .lab: "lab"
        case .lch: "lch"
        case .displayP3: "displayP3"
        case .srgb, .srgbLinear, .xyzD65: nil
        }
    }

    /// A table cell: the hex of the sRGB output, and for a color mapped into sRGB what it was.
    package var cellText: String {
        isMappedForSRGB ? "\(hex) (mapped from \(source))" : hex
    }
}

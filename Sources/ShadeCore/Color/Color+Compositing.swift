import ShadeSyntax

extension ThemeColor {
    /// This color drawn over `background`: Porter–Duff source-over on straight (unpremultiplied)
    /// sRGB channels, as a browser composites one layer on another (Compositing and Blending
    /// Level 1, §5.1): αo = αs + αb × (1 − αs), Co = (Cs × αs + Cb × αb × (1 − αs)) / αo; fully
    /// transparent when αo is 0. Compositing is sRGB's: a color outside sRGB is mapped into it first.
    func composited(over background: ThemeColor) -> ThemeColor {
        let (top, background) = (inSRGB, background.inSRGB)
        let source = top.alpha.clamped01, below = background.alpha.clamped01
        let alpha = source + below * (1 - source)
        guard alpha > 0 else { return ThemeColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ top: Double, _ bottom: Double) -> Double {
            (top.clamped01 * source + bottom.clamped01 * below * (1 - source)) / alpha
        }
        return ThemeColor(
            red: channel(top.red, background.red), green: channel(top.green, background.green),
            blue: channel(top.blue, background.blue), alpha: alpha)
    }
}

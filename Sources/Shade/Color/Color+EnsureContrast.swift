extension Color {
    /// The color closest to `self` whose contrast with `background` is at least `ratio`, measured
    /// on the output bytes (so the printed color really passes).
    ///
    /// If `self` passes it is returned unchanged. Otherwise `self` is mixed toward black and toward
    /// white, `mix(self, pole, t)`, finding by bisection the least t that passes; the pole needing
    /// the smaller t wins (black on a tie). If neither pole reaches the ratio, the pole with the
    /// higher contrast is returned. Alpha is kept.
    func ensuringContrast(_ ratio: Double, against background: Color) -> Color {
        let background = background.quantized
        func passes(_ color: Color) -> Bool { color.quantized.contrastRatio(with: background) >= ratio }
        if passes(self) { return self }
        let poles = [Color(red: 0, green: 0, blue: 0, alpha: alpha), Color(red: 1, green: 1, blue: 1, alpha: alpha)]
        var best: (t: Double, color: Color)?
        for pole in poles where passes(pole) {
            var low = 0.0, high = 1.0
            for _ in 0..<48 {
                let middle = (low + high) / 2
                if passes(mixed(with: pole, by: middle)) { high = middle } else { low = middle }
            }
            if best == nil || high < best!.t { best = (high, mixed(with: pole, by: high).quantized) }
        }
        if let best { return best.color }
        return poles.max { $0.contrastRatio(with: background) < $1.contrastRatio(with: background) }!
    }

    /// The color its output bytes stand for.
    var quantized: Color {
        let (r, g, b, a) = bytes
        return Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: Double(a) / 255)
    }
}

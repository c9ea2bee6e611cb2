// Compiled into each stand-in platform module: Display P3 components to extended sRGB, as
// UIKit's and AppKit's `getRed(_:green:blue:alpha:)` answers for a Display P3 color. Written from
// CSS Color 4 §10 (the sRGB transfer function, extended to negative values by symmetry; the
// Display P3 → XYZ and XYZ → sRGB matrices as published), not from Shade's own code.
import Foundation

func standInExtendedSRGB(fromDisplayP3 components: [CGFloat]) -> [CGFloat] {
    func linear(_ c: CGFloat) -> CGFloat {
        let magnitude = abs(c)
        let value = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return c < 0 ? -value : value
    }
    func encoded(_ c: CGFloat) -> CGFloat {
        let magnitude = abs(c)
        let value = magnitude > 0.0031308 ? 1.055 * pow(magnitude, 1 / 2.4) - 0.055 : 12.92 * magnitude
        return c < 0 ? -value : value
    }
    let toXYZ: [[CGFloat]] = [
        [608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160],
        [35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400],
        [0, 32229.0 / 714400, 5220557.0 / 5000800]
    ]
    let toSRGB: [[CGFloat]] = [
        [12831.0 / 3959, -329.0 / 214, -1974.0 / 3959],
        [-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810],
        [705.0 / 12673, -2585.0 / 12673, 705.0 / 667]
    ]
    func times(_ matrix: [[CGFloat]], _ vector: [CGFloat]) -> [CGFloat] {
        matrix.map { row in zip(row, vector).map(*).reduce(0, +) }
    }
    return times(toSRGB, times(toXYZ, components.map(linear))).map(encoded)
}

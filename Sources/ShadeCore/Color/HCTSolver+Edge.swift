import Foundation

/// The HCT solver's fallback for a chroma sRGB cannot show: on the plane of linear sRGB of one
/// luminance, the cube's edge is a polygon; the solver picks the two vertices whose hues enclose
/// the target, then bisects each axis at the "critical planes" (where a channel's byte changes)
/// until the segment is one byte wide, as material-color-utilities' `HctSolver` does.
extension HCTSolver {
    /// The point of luminance `y` on sRGB's edge with CAM16 hue `hue` (radians).
    static func edge(y: Double, hue target: Double) -> Vector3 {
        var (left, right) = segment(y: y, hue: target)
        var leftHue = hue(of: left)
        for axis in 0..<3 where left[axis] != right[axis] {
            var leftPlane: Int, rightPlane: Int
            if left[axis] < right[axis] {
                leftPlane = planeBelow(MaterialRGB.delinearized(left[axis]))
                rightPlane = planeAbove(MaterialRGB.delinearized(right[axis]))
            } else {
                leftPlane = planeAbove(MaterialRGB.delinearized(left[axis]))
                rightPlane = planeBelow(MaterialRGB.delinearized(right[axis]))
            }
            for _ in 0..<8 {
                if abs(rightPlane - leftPlane) <= 1 { break }
                let middlePlane = Int((Double(leftPlane + rightPlane) / 2).rounded(.down))
                let middle = point(left, at: criticalPlanes[middlePlane], toward: right, axis: axis)
                let middleHue = hue(of: middle)
                if areInCyclicOrder(leftHue, target, middleHue) {
                    right = middle
                    rightPlane = middlePlane
                } else {
                    left = middle
                    leftHue = middleHue
                    leftPlane = middlePlane
                }
            }
        }
        return (left + right) / 2
    }

    /// The two vertices of the plane's polygon around the target hue.
    static func segment(y: Double, hue target: Double) -> (Vector3, Vector3) {
        var left = Vector3(-1, -1, -1), right = left
        var leftHue = 0.0, rightHue = 0.0
        var initialized = false, uncut = true
        for n in 0..<12 {
            guard let middle = vertex(y: y, n) else { continue }
            let middleHue = hue(of: middle)
            if !initialized {
                (left, right, leftHue, rightHue, initialized) = (middle, middle, middleHue, middleHue, true)
                continue
            }
            if uncut || areInCyclicOrder(leftHue, middleHue, rightHue) {
                uncut = false
                if areInCyclicOrder(leftHue, target, middleHue) {
                    right = middle
                    rightHue = middleHue
                } else {
                    left = middle
                    leftHue = middleHue
                }
            }
        }
        return (left, right)
    }

    /// The n-th intersection (0…11) of the plane of luminance `y` with the cube's edges, nil when
    /// it lies outside the cube.
    static func vertex(y: Double, _ n: Int) -> Vector3? {
        let (kR, kG, kB) = yWeights
        let first = n % 4 <= 1 ? 0.0 : 100, second = n % 2 == 0 ? 0.0 : 100
        let point: Vector3
        if n < 4 {
            point = Vector3((y - first * kG - second * kB) / kR, first, second)
        } else if n < 8 {
            point = Vector3(second, (y - second * kR - first * kB) / kG, first)
        } else {
            point = Vector3(first, second, (y - first * kR - second * kG) / kB)
        }
        let free = n < 4 ? point.x : n < 8 ? point.y : point.z
        return free >= 0 && free <= 100 ? point : nil
    }

    /// The point of the segment from `source` to `target` whose `axis` coordinate is `coordinate`.
    static func point(_ source: Vector3, at coordinate: Double, toward target: Vector3, axis: Int) -> Vector3 {
        let t = (coordinate - source[axis]) / (target[axis] - source[axis])
        return Vector3(
            source.x + (target.x - source.x) * t, source.y + (target.y - source.y) * t,
            source.z + (target.z - source.z) * t)
    }

    /// Whether going around the circle from `a`, `b` comes before `c`.
    static func areInCyclicOrder(_ a: Double, _ b: Double, _ c: Double) -> Bool {
        positiveRadians(b - a) < positiveRadians(c - a)
    }

    static func positiveRadians(_ angle: Double) -> Double {
        let value = (angle + .pi * 8).truncatingRemainder(dividingBy: .pi * 2)
        return value < 0 ? value + .pi * 2 : value
    }

    static func planeBelow(_ x: Double) -> Int { Int((x - 0.5).rounded(.down)) }
    static func planeAbove(_ x: Double) -> Int { Int((x - 0.5).rounded(.up)) }

    /// The linear light (0…100) halfway between consecutive bytes: where a channel's byte changes.
    static let criticalPlanes: [Double] = (0..<255).map { MaterialRGB.linearized(normalized: (Double($0) + 0.5) / 255) }
}

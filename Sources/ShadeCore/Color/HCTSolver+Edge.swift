/// The HCT solver's fallback for a chroma sRGB cannot show: on the plane of linear sRGB of one
/// luminance, the cube's edge is a polygon; the solver picks the two vertices whose hues enclose
/// the target, then bisects each axis at the "critical planes" (where a channel's byte changes)
/// until the segment is one byte wide, as material-color-utilities' `HctSolver` does.
extension HCTSolver {
    /// The point of luminance `y` on sRGB's edge with CAM16 hue `hue` (radians).
    static func edge(y: Double, hue target: Double) -> Vector3 {
        var arc = segment(y: y, hue: target)
        arc.leftHue = hue(of: arc.left)
        for axis in 0..<3 where arc.left[axis] != arc.right[axis] {
            let (left, right) = (MaterialRGB.delinearized(arc.left[axis]), MaterialRGB.delinearized(arc.right[axis]))
            var leftPlane = arc.left[axis] < arc.right[axis] ? planeBelow(left) : planeAbove(left)
            var rightPlane = arc.left[axis] < arc.right[axis] ? planeAbove(right) : planeBelow(right)
            for _ in 0..<8 {
                if abs(rightPlane - leftPlane) <= 1 { break }
                let middlePlane = Int((Double(leftPlane + rightPlane) / 2).rounded(.down))
                let middle = point(arc.left, at: criticalPlanes[middlePlane], toward: arc.right, axis: axis)
                if arc.narrow(toward: target, at: middle) {
                    rightPlane = middlePlane
                } else {
                    leftPlane = middlePlane
                }
            }
        }
        return (arc.left + arc.right) / 2
    }

    /// Two points of the edge and their hues (radians), narrowed toward a target hue.
    struct Arc {
        var left = Vector3(-1, -1, -1), right = Vector3(-1, -1, -1)
        var leftHue = 0.0, rightHue = 0.0

        /// Moves the end on the target's side to `middle`; true when that was the right end.
        mutating func narrow(toward target: Double, at middle: Vector3) -> Bool {
            let middleHue = HCTSolver.hue(of: middle)
            if HCTSolver.areInCyclicOrder(leftHue, target, middleHue) {
                (right, rightHue) = (middle, middleHue)
                return true
            }
            (left, leftHue) = (middle, middleHue)
            return false
        }
    }

    /// The two vertices of the plane's polygon around the target hue.
    static func segment(y: Double, hue target: Double) -> Arc {
        var arc = Arc()
        var initialized = false, uncut = true
        for n in 0..<12 {
            guard let middle = vertex(y: y, n) else { continue }
            if !initialized {
                let middleHue = hue(of: middle)
                arc = Arc(left: middle, right: middle, leftHue: middleHue, rightHue: middleHue)
                initialized = true
                continue
            }
            if uncut || areInCyclicOrder(arc.leftHue, hue(of: middle), arc.rightHue) {
                uncut = false
                _ = arc.narrow(toward: target, at: middle)
            }
        }
        return arc
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

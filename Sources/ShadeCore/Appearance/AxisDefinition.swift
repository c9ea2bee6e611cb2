import ShadeSyntax

extension Appearance {
    /// A dimension along which a theme's values may vary: `scheme` (light, dark), `contrast`
    /// (normal, high), or one a theme declares with `axis NAME { … }`. The first value is the default.
    public struct AxisDefinition: Hashable, Sendable {
        /// The axis name.
        public let name: String
        /// The values, default first.
        public let values: [String]

        /// Creates an axis.
        public init(name: String, values: [String]) {
            self.name = name
            self.values = values
        }

        /// `scheme`: light (default) and dark.
        public static let scheme = Appearance.AxisDefinition(name: "scheme", values: ["light", "dark"])
        /// `contrast`: normal (default) and high.
        public static let contrast = Appearance.AxisDefinition(name: "contrast", values: ["normal", "high"])

        /// The axis and value index of an appearance value name (`dark`, `high`) among `axes`:
        /// the one search, for a space and for a program checking its `dynamic(…)` labels.
        static func locate(value name: String, in axes: [Self]) -> (axis: Int, value: Int)? {
            for (axisIndex, axis) in axes.enumerated() {
                if let valueIndex = axis.values.firstIndex(of: name) { return (axisIndex, valueIndex) }
            }
            return nil
        }
    }
}

/// Every combination of the axes' values, numbered in mixed radix so that an appearance is an `Int`.
package struct AppearanceSpace: Hashable, Sendable {
    /// The most appearances a theme may have (every combination of its axes' values); an `axis`
    /// that would make more is an error.
    package static let maximumCount = 4_096

    package let axes: [Appearance.AxisDefinition]
    let strides: [Int]
    package let count: Int
    /// The appearances a theme lists (`appearances { … }`), in index order; nil when every
    /// combination exists.
    package let listed: [Int]?
    /// Per appearance: itself when listed, else the listed appearance it shows (see
    /// ``ListedAppearances``); empty when nothing is listed.
    let fallbacks: [Int]

    package init(axes: [Appearance.AxisDefinition], listed: [Int]? = nil) {
        self.axes = axes
        var strides: [Int] = []
        var stride = 1
        for axis in axes {
            strides.append(stride)
            stride *= axis.values.count
        }
        self.strides = strides
        self.count = stride
        let sorted = listed?.sorted()
        self.listed = sorted
        fallbacks = sorted.map { ListedAppearances.fallbacks(in: AppearanceSpace(axes: axes), listed: $0) } ?? []
    }

    /// The value index of `axis` in appearance `index`.
    package func value(of axis: Int, in index: Int) -> Int {
        (index / strides[axis]) % axes[axis].values.count
    }

    /// `index` with `axis` set to `value`.
    package func setting(_ axis: Int, to value: Int, in index: Int) -> Int {
        index + (value - self.value(of: axis, in: index)) * strides[axis]
    }

    /// The appearance whose value a value varying on the axes of `mask` takes in `index`:
    /// `index` with every axis outside `mask` put back to its default. Where the theme lists its
    /// appearances, an unlisted one takes the value of the one it shows (``shown(_:)``), and the
    /// representative is the first listed appearance (in index order, so never after `index`) with the same values on
    /// the axes of `mask`: only listed appearances are computed.
    package func representative(of index: Int, keeping mask: AxisMask) -> Int {
        guard let listed else { return defaults(of: index, keeping: mask) }
        let target = defaults(of: shown(index), keeping: mask)
        return listed.first { defaults(of: $0, keeping: mask) == target } ?? index
    }

    /// `index` with every axis outside `mask` put back to its default.
    package func defaults(of index: Int, keeping mask: AxisMask) -> Int {
        var result = index
        for axis in axes.indices where !mask.contains(axis) {
            result = setting(axis, to: 0, in: result)
        }
        return result
    }

    /// The appearances that differ over the axes in `mask`, the others at their defaults, the
    /// first axis varying slowest: only the masked axes are enumerated.
    package func indices(over mask: AxisMask) -> [Int] {
        var indices = [0]
        for axis in axes.indices where mask.contains(axis) {
            indices = indices.flatMap { index in (0..<axes[axis].values.count).map { index + $0 * strides[axis] } }
        }
        return indices
    }

    /// How many appearances differ over the axes in `mask`: how often a value varying on them is computed.
    func distinctCount(keeping mask: AxisMask) -> Int {
        axes.indices.filter(mask.contains).reduce(1) { $0 * axes[$1].values.count }
    }

    /// The appearance's name over the axes in `mask`: their values joined by '-' in axis order
    /// ("dark", "dark-high", "light-normal-acme"); "default" when the mask is empty.
    package func name(of index: Int, over mask: AxisMask) -> String {
        let parts = axes.indices.filter(mask.contains).map { axes[$0].values[value(of: $0, in: index)] }
        return parts.isEmpty ? "default" : parts.joinedText(separator: "-")
    }

    /// Finds the axis and value index for an appearance value name.
    package func locate(value name: String) -> (axis: Int, value: Int)? {
        Appearance.AxisDefinition.locate(value: name, in: axes)
    }
}

/// A set of axes, by index.
package struct AxisMask: Hashable, Sendable {
    package var bits: UInt64 = 0

    package static let none = AxisMask()

    package init(bits: UInt64 = 0) { self.bits = bits }
    package init(axis: Int) { bits = 1 << UInt64(axis) }

    package func contains(_ axis: Int) -> Bool { bits & (1 << UInt64(axis)) != 0 }
    package func union(_ other: AxisMask) -> AxisMask { AxisMask(bits: bits | other.bits) }
    func removing(_ axis: Int) -> AxisMask { AxisMask(bits: bits & ~(1 << UInt64(axis))) }
    package var isEmpty: Bool { bits == 0 }
}

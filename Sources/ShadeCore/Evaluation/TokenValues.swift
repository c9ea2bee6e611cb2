/// The resolved values of every token in one flat buffer, each token's in a run of its own with
/// one value per appearance its mask tells apart: a token that varies on `dark` alone holds two
/// values, one that varies on nothing holds one, whatever the number of appearances
/// (docs/performance.md, "Values once per appearance a token varies in").
///
/// A run follows a layout: for each appearance, the place of its value in the run (the place of
/// the appearance that represents it under the mask, ``AppearanceSpace/representative(of:keeping:)``).
/// The few layouts a theme's masks make are kept once, one after another in `places`.
package struct TokenValues: Sendable {
    /// Every token's run, one after another.
    private var values: [Value] = []
    /// Where each token's run starts in `values`.
    private var starts: [Int32] = []
    /// Where each token's layout starts in `places`.
    private var layoutOf: [Int32] = []
    /// Each layout: a place in a run for every appearance.
    private var places: [Int32] = []
    /// The layouts in `places`, by the mask they are for (nil: one value for every appearance).
    private var layouts: [(mask: AxisMask?, offset: Int32, width: Int)] = []

    /// No tokens.
    package init() {}

    /// A run for each token, after `mask(token)`, every value `false` until written; nil for a
    /// token that takes a value in every appearance (one that exists only in some).
    package init(tokens: Int, space: AppearanceSpace, mask: (Int) -> AxisMask?) {
        starts.reserveCapacity(tokens)
        layoutOf.reserveCapacity(tokens)
        var total = 0
        for token in 0..<tokens {
            let layout = layout(for: mask(token), space: space)
            starts.append(Int32(truncatingIfNeeded: total))
            layoutOf.append(layout.offset)
            total += layout.width
        }
        // Filled with a flag, which holds no reference: each value is written in place, with none
        // of the copying `Array(repeating:count:)` does for an enum with payloads.
        values = [Value](unsafeUninitializedCapacity: total) { buffer, initialized in
            for slot in 0..<total { (buffer.baseAddress! + slot).initialize(to: .bool(false)) }
            initialized = total
        }
    }

    /// The value of `token` in `appearance`: the one its run holds for the appearance that
    /// represents it.
    package subscript(token: Int, appearance: Int) -> Value {
        get { values[slot(token, appearance)] }
        set { values[slot(token, appearance)] = newValue }
    }

    /// The value of `token` in `appearance` when it is a color, read in place; nil for any other value.
    package func color(token: Int, appearance: Int) -> ThemeColor? {
        if case let .color(color) = values[slot(token, appearance)] { color } else { nil }
    }

    /// Where `token`'s value in `appearance` is within its run: appearances at one place share
    /// one value, which a renderer may write once for all of them.
    package func place(token: Int, appearance: Int) -> Int {
        Int(places[Int(layoutOf[token]) + appearance])
    }

    /// How many values `token`'s run keeps: one per appearance its mask tells apart.
    package func valuesKept(token: Int) -> Int {
        let offset = layoutOf[token]
        return layouts.first { $0.offset == offset }?.width ?? 0
    }

    /// How many values the runs hold in all.
    package var valueCount: Int { values.count }

    private func slot(_ token: Int, _ appearance: Int) -> Int {
        Int(starts[token]) + Int(places[Int(layoutOf[token]) + appearance])
    }

    /// The layout for `mask`, added when no run has followed it yet.
    private mutating func layout(for mask: AxisMask?, space: AppearanceSpace) -> (offset: Int32, width: Int) {
        if let known = layouts.first(where: { $0.mask == mask }) { return (known.offset, known.width) }
        let offset = Int32(truncatingIfNeeded: places.count)
        var width = 0
        for appearance in 0..<space.count {
            let representative = mask.map { space.representative(of: appearance, keeping: $0) } ?? appearance
            if representative == appearance {
                places.append(Int32(truncatingIfNeeded: width))
                width += 1
            } else {
                // Represented by an appearance before it, whose place is set.
                places.append(places[Int(offset) + representative])
            }
        }
        layouts.append((mask, offset, width))
        return (offset, width)
    }
}

extension TokenValues {
    /// A token's run as it was, to be put back (``restore(_:)``).
    package struct SavedRun: Sendable {
        package let token: Int
        let start: Int32
        let layout: Int32
        let run: [Value]
    }

    /// Gives `token` a run after `mask`: the one it has when that follows the same layout, else
    /// a new one at the end (the old one stays unused), its values `false` until written.
    package mutating func layOut(token: Int, mask: AxisMask?, space: AppearanceSpace) {
        let layout = layout(for: mask, space: space)
        guard layout.offset != layoutOf[token] else { return }
        starts[token] = Int32(truncatingIfNeeded: values.count)
        layoutOf[token] = layout.offset
        values += repeatElement(.bool(false), count: layout.width)
    }

    /// Adds a run for a new last token after `mask`, from its value in every appearance.
    package mutating func append(_ appearanceValues: [Value], mask: AxisMask?, space: AppearanceSpace) {
        let layout = layout(for: mask, space: space)
        starts.append(Int32(truncatingIfNeeded: values.count))
        layoutOf.append(layout.offset)
        values += repeatElement(.bool(false), count: layout.width)
        for appearance in 0..<space.count { self[starts.count - 1, appearance] = appearanceValues[appearance] }
    }

    /// `token`'s run as it is now.
    package func save(token: Int) -> SavedRun {
        let start = Int(starts[token])
        let width = layouts.first { $0.offset == layoutOf[token] }?.width ?? 0
        return SavedRun(
            token: token, start: starts[token], layout: layoutOf[token], run: Array(values[start..<start + width]))
    }

    /// Puts a saved run back where it was.
    package mutating func restore(_ saved: SavedRun) {
        starts[saved.token] = saved.start
        layoutOf[saved.token] = saved.layout
        values.replaceSubrange(Int(saved.start)..<Int(saved.start) + saved.run.count, with: saved.run)
    }

    /// The value a saved run held in `appearance`.
    package func value(in saved: SavedRun, appearance: Int) -> Value {
        saved.run[Int(places[Int(saved.layout) + appearance])]
    }
}

import ShadeSyntax

/// Warnings for literal arguments of built-ins outside the range the function uses: the habits of
/// other tools (UIKit's 0–1 channels, CSS's 0–100 saturation, Sass's `darken($c, 20%)` written as
/// `20`). The theme still resolves, with the value clamped; the warning points at the argument and
/// suggests the call the user most likely meant.
extension TypeChecker {
    /// The range a parameter of a built-in expects.
    enum ArgumentRange {
        /// 0–255 (`rgb`).
        case channel
        /// 0–1, named in messages ("the amount"). The name is static text: ranges are looked up for
        /// every literal argument, and a `String` would be made and released each time.
        case fraction(StaticString)
        /// 0–1; 0–255 and 0–100 habits are both recognized.
        case alpha
        /// 1–21.
        case contrastRatio
        /// 0 or more (a chroma).
        case nonNegative
        /// 0–100 (CIE L*); a percentage is a habit of CSS's `lab(50% …)`.
        case lightness100
    }

    /// The range of the parameter at `position`, if it has one worth checking.
    static func argumentRange(of builtin: Builtin, at position: Int) -> ArgumentRange? {
        switch (builtin, position) {
        case (.rgb, 0...2), (.rgba, 0...2): .channel
        case (.rgba, 3), (.alpha, 1): .alpha
        case (.hsl, 1), (.hsb, 1): .fraction("the saturation")
        case (.hsl, 2): .fraction("the lightness")
        case (.hsb, 2): .fraction("the brightness")
        case (.darken, 1), (.lighten, 1), (.saturate, 1), (.desaturate, 1): .fraction("the amount")
        case (.mix, 2): .fraction("the share 't'")
        case (.ensureContrast, 2): .contrastRatio
        case (.oklch, 0), (.oklab, 0): .fraction("the lightness")
        case (.oklch, 1), (.lch, 1), (.hct, 1): .nonNegative
        case (.lab, 0), (.lch, 0), (.hct, 2): .lightness100
        case (.displayP3, 0): .fraction("the red")
        case (.displayP3, 1): .fraction("the green")
        case (.displayP3, 2): .fraction("the blue")
        case (.oklch, 3), (.oklab, 3), (.lab, 3), (.lch, 3), (.displayP3, 3), (.hct, 3): .alpha
        default: nil
        }
    }

    /// The number a literal argument stands for (`20`, `-0.2`, `70%`); nil for anything computed,
    /// and for a default (which has the call's range).
    package static func literal(_ id: CodeID, in rows: CodeRows, call: TextRange) -> Double? {
        let code = rows[id]
        guard code.range != call else { return nil }
        switch code.kind {
        case let .number(x): return x
        case let .unary(.negate, operand):
            if case let .number(x) = rows.codes[operand.offset].kind { return -x }
            return nil
        default: return nil
        }
    }

    /// Warns once per call, at the first argument out of range, suggesting the whole corrected call.
    func warnAboutConstants(_ builtin: Builtin, _ list: CodeList, call: TextRange, log: inout DiagnosticLog) {
        func argument(_ position: Int) -> CodeID { rows.code(position, of: list) }
        let positions = 0..<list.count
        // Cheap first: most calls have no literal out of range, and build no strings.
        var outOfRange = false
        for position in positions {
            guard let range = Self.argumentRange(of: builtin, at: position),
                let value = Self.literal(argument(position), in: rows, call: call)
            else { continue }
            switch range {
            // Channels of 1 or less may be percentages or a 0–1 color: read the source to know.
            case .channel: outOfRange = outOfRange || value <= 1 || value > 255
            case .fraction, .alpha: outOfRange = outOfRange || value < 0 || value > 1
            case .contrastRatio: outOfRange = outOfRange || value < 1 || value > 21
            case .nonNegative: outOfRange = outOfRange || value < 0
            // L* of 1 or less may be a CSS percentage (`50%` is 0.5): read the source to know.
            case .lightness100: outOfRange = outOfRange || value <= 1 || value > 100
            }
        }
        guard outOfRange else { return }
        let text = log
        func written(_ position: Int) -> String { program.source(of: rows.range(of: argument(position)), log: text) }
        var check = ConstantCheck(builtin: builtin)
        if builtin == .rgb || builtin == .rgba {
            check.channels((0..<3).map { Self.literal(argument($0), in: rows, call: call) }, written: written)
        }
        for position in positions {
            guard let range = Self.argumentRange(of: builtin, at: position),
                let value = Self.literal(argument(position), in: rows, call: call)
            else { continue }
            check.argument(position, value, range, written: written(position))
        }
        guard let (message, position) = check.message else { return }
        var suggestions: [String] = []
        if !check.fixes.isEmpty {
            let texts = positions.filter { rows.range(of: argument($0)) != call }.map { check.fixes[$0] ?? written($0) }
            suggestions = ["\(check.function)(\(texts.joined(separator: ", ")))"]
        }
        log.warning(message, at: rows.range(of: argument(position)), suggestions: suggestions)
    }
}

/// The finding for one call: the first message, and the replacement of each argument to fix.
private struct ConstantCheck {
    var function: String
    let builtin: Builtin
    var fixes: [Int: String] = [:]
    var message: (DiagnosticMessage, Int)?

    init(builtin: Builtin) {
        self.builtin = builtin
        function = builtin.rawValue
    }

    /// rgb's three channels: percentages (fractions of 1), a 0–1 color, or channels past 0–255.
    mutating func channels(_ values: [Double?], written: (Int) -> String) {
        let percentages = values.indices.filter { values[$0] != nil && written($0).hasSuffix("%") }
        if let first = percentages.first {
            for position in percentages {
                fixes[position] = Value.format((values[position]! * 255).rounded(.toNearestOrAwayFromZero))
            }
            message = (
                .channelPercentage(function, written: written(first), value: Value.format(values[first]!)), first
            )
            return
        }
        let all = values.compactMap { $0 }
        if all.count == 3, all.allSatisfy({ (0...1).contains($0) }),
            let first = values.firstIndex(where: { $0! != $0!.rounded() })
        {
            for position in 0..<3 {
                fixes[position] = Value.format((values[position]! * 255).rounded(.toNearestOrAwayFromZero))
            }
            message = (.channelsAreBytes(function), first)
            return
        }
        for position in values.indices {
            guard let value = values[position], value < 0 || value > 255 else { continue }
            let limit = value < 0 ? "0" : "255"
            fixes[position] = limit
            report(.channelOutOfRange(function, written: written(position), clampedTo: limit), at: position)
        }
    }

    /// One fraction, alpha or ratio argument.
    mutating func argument(_ position: Int, _ value: Double, _ range: TypeChecker.ArgumentRange, written: String) {
        switch range {
        case .channel:
            return
        case let .fraction(what):
            guard value < 0 || value > 1 else { return }
            fixes[position] = fraction(value, written: written, alpha: false)
            report(.fractionOutOfRange("\(what)", builtin.rawValue, written: written), at: position)
        case .alpha:
            guard value < 0 || value > 1 else { return }
            fixes[position] = fraction(value, written: written, alpha: true)
            report(.fractionOutOfRange("the alpha", builtin.rawValue, written: written), at: position)
        case .contrastRatio:
            guard value < 1 || value > 21 else { return }
            report(.ratioOutOfRange(written, tooHigh: value > 21), at: position)
        case .nonNegative:
            guard value < 0 else { return }
            fixes[position] = "0"
            report(.negativeChroma(builtin.rawValue, written: written), at: position)
        case .lightness100:
            // CSS's `lab(50% …)` means L* 50; Shade's 50% is 0.5.
            if written.hasSuffix("%") {
                fixes[position] = Value.format(value * 100)
                report(.labLightness(builtin.rawValue, written: written), at: position)
            } else if value < 0 || value > 100 {
                fixes[position] = value < 0 ? "0" : "100"
                report(.labLightness(builtin.rawValue, written: written), at: position)
            }
        }
    }

    /// Keeps the first message: one warning per call, whose suggestion fixes every argument.
    private mutating func report(_ text: DiagnosticMessage, at position: Int) {
        if message == nil { message = (text, position) }
    }

    /// The fraction a number outside 0–1 most likely meant: a whole percentage written without `%`
    /// (`20` → 0.2), an alpha byte (`128` → 0.5), else the nearest end of the range, or for a negative amount the
    /// opposite function
    /// (`darken(c, -0.2)` → `lighten(c, 0.2)`).
    mutating func fraction(_ value: Double, written: String, alpha: Bool) -> String {
        if value < 0 {
            let opposite: Builtin? =
                switch builtin {
                case .darken: .lighten
                case .lighten: .darken
                case .saturate: .desaturate
                case .desaturate: .saturate
                default: nil
                }
            guard let opposite else { return "0" }
            function = opposite.rawValue
            return -value <= 1 ? Value.format(-value) : fraction(-value, written: written, alpha: alpha)
        }
        // Only whole numbers read as percentages or bytes: `1.5` is more likely a slip past 1.
        if written.hasSuffix("%") || value != value.rounded() || value > 255 || (!alpha && value > 100) { return "1" }
        if value <= 100 { return Value.format(value / 100) }
        return Value.format((value / 255 * 100).rounded() / 100)
    }
}

extension Binder {
    /// A typography weight: a number 1–1000, a weight name (`bold` is 700) or any number expression.
    mutating func bindNumericWeight(_ id: ExpressionID, log: inout DiagnosticLog) -> CodeID {
        let expression = nodes[id]
        switch expression.kind {
        case let .name(written):
            let name = log.sources.name(at: written)
            guard let weight = Value.FontSpec.Weight(rawValue: name), !parameters.contains(where: { $0.name == name }),
                !chain.contains(where: { program.namespaces[$0].members[name] != nil })
            else { return bind(id, log: &log) }
            return rows.add(.number(Double(weight.number)), range: expression.range)
        case let .number(number) where number < 1 || number > 1000 || number != number.rounded():
            log.error(.weightOutOfRange(Value.format(number)), at: expression.range)
            return rows.add(.invalid, range: expression.range)
        default:
            return bind(id, log: &log)
        }
    }

    /// A border style: a string literal must name one of ``Value/Border/Style``.
    mutating func bindBorderStyle(_ id: ExpressionID, log: inout DiagnosticLog) -> CodeID {
        let expression = nodes[id]
        if case let .string(literal) = expression.kind, case let text = log.sources.string(at: literal),
            Value.Border.Style(rawValue: text) == nil
        {
            log.error(
                .unknownBorderStyle(text), at: expression.range,
                suggestions: Suggestions.closest(to: text, among: Value.Border.Style.allCases.map(\.rawValue)))
            return rows.add(.invalid, range: expression.range)
        }
        return bind(id, log: &log)
    }
}

extension DiagnosticMessage {
    static func weightOutOfRange(_ weight: String) -> Self {
        Self(text: "font weight \(weight) is out of range; use a whole number from 1 to 1000 or a weight name")
    }
    static func unknownBorderStyle(_ style: String) -> Self {
        Self(
            text:
                "unknown border style '\(style)'; use one of "
                + "\(Value.Border.Style.allCases.map(\.rawValue).joined(separator: ", "))"
        )
    }
}

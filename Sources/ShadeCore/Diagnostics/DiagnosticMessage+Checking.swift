import ShadeSyntax

/// The messages of checking and evaluation: names, imports, appearances, types, calls, runs.
extension DiagnosticMessage {
    // MARK: Imports
    static func importNotFound(_ path: String) -> Self { Self(text: "cannot find imported file '\(path)'") }
    static func importOutsideRoot(_ path: String, root: String) -> Self {
        Self(text: "import '\(path)' leaves the theme's root folder '\(root)'")
    }
    static func importCycle(_ chain: [String]) -> Self {
        Self(text: "import cycle: \(chain.joined(separator: " → "))")
    }
    static let importNotAtTop = Self(text: "'import' is only allowed at the top level of a file")
    static let axisNotAtTop = Self(text: "'axis' is only allowed at the top level of a file")

    // MARK: Names
    package static func duplicate(_ name: String) -> Self { Self(text: "'\(name)' is declared more than once") }
    static func unknownName(_ name: String) -> Self { Self(text: "unknown name '\(name)'") }
    static func unknownMember(_ member: String, of group: String) -> Self {
        Self(text: "group '\(group)' has no member '\(member)'")
    }
    static func privateToGroup(_ name: String, group: String) -> Self {
        Self(text: "'\(name)' is private to group '\(group)'")
    }
    static func privateToFile(_ name: String, file: String) -> Self {
        Self(text: "'\(name)' is private to file '\(file)'")
    }
    static func groupAsValue(_ name: String) -> Self {
        Self(text: "'\(name)' is a group, not a value; name one of its members")
    }
    static func functionAsValue(_ name: String) -> Self { Self(text: "'\(name)' is a function; call it with '(…)'") }
    static func notAFunction(_ name: String) -> Self { Self(text: "'\(name)' is not a function") }
    static func unknownFunction(_ name: String) -> Self { Self(text: "unknown function '\(name)'") }
    static func unknownMemberOfValue(_ member: String, type: String) -> Self {
        let fields = ValueType(rawValue: type).map(ValueField.members(of:)) ?? []
        let has =
            fields.isEmpty ? "" : "a \(type) has \(fields.dropLast().joined(separator: ", ")) and \(fields.last!); "
        let spaces =
            type == "color"
            ? "components in other spaces are read as '.oklch.l' (oklch, oklab, lab, lch, displayP3); " : ""
        return Self(
            text:
                "a \(type) has no member '\(member)'; \(has)\(spaces)'.' after a value freezes an appearance "
                + "('.light', '.dark', …)"
        )
    }
    static func axisValueTaken(_ value: String) -> Self {
        Self(text: "appearance value '\(value)' is already used by another axis")
    }
    static func tooManyAppearances(_ name: String, appearances: Int, values: Int) -> Self {
        Self(
            text:
                "axis '\(name)' would make \(appearances * values) appearances (combinations of axis values); a theme "
                + "may have at most \(AppearanceSpace.maximumCount)"
        )
    }
    static func axisNeedsValues(_ name: String) -> Self { Self(text: "axis '\(name)' needs at least two values") }

    // MARK: Calls
    static func missingArgument(_ name: String, function: String) -> Self {
        Self(text: "missing argument '\(name)' in call to '\(function)'")
    }
    static func extraArgument(_ function: String, expected: Int) -> Self {
        Self(text: "too many arguments in call to '\(function)' (it takes \(expected))")
    }
    static func unknownLabel(_ label: String, function: String) -> Self {
        Self(text: "'\(function)' has no parameter named '\(label)'")
    }
    static func duplicateArgument(_ name: String) -> Self { Self(text: "argument '\(name)' is given twice") }
    static let positionalAfterLabeled = Self(text: "unlabeled arguments must come before labeled ones")
    static func dynamicLabel(_ label: String) -> Self {
        Self(text: "'\(label)' is not an appearance value; label the values of 'dynamic' with the values of one axis")
    }
    static func dynamicMixedAxes(_ first: String, _ second: String) -> Self {
        Self(text: "'dynamic' mixes the axes '\(first)' and '\(second)'; nest one 'dynamic' inside another")
    }
    static func dynamicMissingDefault(_ value: String, axis: String) -> Self {
        Self(text: "'dynamic' needs a value for '\(value)', the default of axis '\(axis)'")
    }
    static let dynamicNeedsLabels = Self(text: "every argument of 'dynamic' needs a label ('light:', 'dark:', …)")
    static func unknownWeight(_ weight: String) -> Self {
        Self(
            text:
                "unknown font weight '\(weight)'; use one of "
                + "\(Value.FontSpec.Weight.allCases.map(\.rawValue).joined(separator: ", "))"
        )
    }
    static func tooManyCalls(_ name: String, _ limit: Int) -> Self {
        Self(
            text:
                "\(name) expands to more than \(limit.formatted) function calls per value; calls are not cached, so "
                + "reuse a token instead of calling again"
        )
    }
    package static func tooManyValues(tokens: Int, appearances: Int) -> Self {
        Self(
            text:
                "\(tokens.formatted) tokens in \(appearances.formatted) appearances are more than the "
                + "\(RunBudget.maximumValues.formatted) values a run may hold, from this token on; declare fewer axis "
                + "values, or split the theme"
        )
    }
    static func runOutOfCalls(_ name: String, calls: Int, appearances: Int) -> Self {
        let each = appearances == 1 ? "" : " in each of \(appearances.formatted) appearances"
        return Self(
            text:
                "computing \(name) makes \(calls.formatted) function calls\(each), past the "
                + "\(RunBudget.maximumCalls.formatted) calls a run may make; calls are not cached, so reuse a token "
                + "instead of calling again (nothing after it that calls a function is computed)"
        )
    }
    static func runOutOfStringBytes(_ name: String) -> Self {
        Self(
            text:
                "'\(name)' takes the run's string values past \((RunBudget.maximumStringBytes >> 20).formatted) MiB "
                + "(each appearance it varies in counted); no string token from here on is computed"
        )
    }
    static func stringTooLong(_ limit: Int, in appearance: String) -> Self {
        Self(text: "string longer than \(limit.formatted) bytes in \(appearance)")
    }
    static func nonFinite(_ op: String, in appearance: String) -> Self {
        Self(text: "'\(op)' overflows: the result is not a finite number in \(appearance)")
    }
    static func functionNestingTooDeep(_ limit: Int) -> Self {
        Self(text: "function calls nest deeper than \(limit) levels")
    }

    // MARK: Types
    package static func typeMismatch(expected: String, found: String, context: String) -> Self {
        Self(text: "\(context) must be \(expected), but this is \(found)")
    }
    package static func declaredTypeMismatch(name: String, declared: String, found: String) -> Self {
        Self(text: "'\(name)' is declared as \(declared), but its value is \(found)")
    }
    static func operatorTypes(_ op: String, _ left: String, _ right: String) -> Self {
        Self(text: "operator '\(op)' cannot combine \(left) and \(right)")
    }
    static func unaryOperatorType(_ op: String, _ operand: String) -> Self {
        Self(text: "operator '\(op)' cannot apply to \(operand)")
    }
    static func unitMismatch(_ op: String, _ left: ValueType.DimensionUnit, _ right: ValueType.DimensionUnit) -> Self {
        Self(
            text:
                "operator '\(op)' cannot combine '\(left.rawValue)' and '\(right.rawValue)' dimensions; Shade never "
                + "converts units"
        )
    }
    static func branchTypes(_ then: String, _ otherwise: String) -> Self {
        Self(text: "the branches of 'if' have different types: \(then) and \(otherwise)")
    }
    static func dynamicTypes(_ first: String, _ other: String) -> Self {
        Self(text: "the values of 'dynamic' have different types: \(first) and \(other)")
    }

    // MARK: Constant arguments out of range (warnings)
    static func channelsAreBytes(_ function: String) -> Self {
        Self(text: "channels of '\(function)' are 0–255, not 0–1: this color is almost black")
    }
    static func channelPercentage(_ function: String, written: String, value: String) -> Self {
        Self(text: "channels of '\(function)' are 0–255, and \(written) is only \(value)")
    }
    static func channelOutOfRange(_ function: String, written: String, clampedTo limit: String) -> Self {
        Self(text: "channels of '\(function)' are 0–255, so \(written) is clamped to \(limit)")
    }
    static func fractionOutOfRange(_ what: String, _ function: String, written: String) -> Self {
        Self(text: "\(what) of '\(function)' is a fraction 0–1 (or a percentage), but this is \(written)")
    }
    static func ratioOutOfRange(_ written: String, tooHigh: Bool) -> Self {
        Self(
            text: tooHigh
                ? "contrast ratios are 1–21, so \(written) can never be reached; 'ensureContrast' returns black or "
                    + "white"
                : "contrast ratios are 1–21, so every color reaches \(written); 'ensureContrast' changes nothing")
    }

    static func unusedPrivateToken(_ name: String) -> Self {
        Self(text: "private token '\(name)' is never used; it is not emitted either")
    }

    // MARK: Cycles
    package static func cycle(_ chain: [String]) -> Self {
        Self(text: "dependency cycle: \(chain.joined(separator: " → "))")
    }
    static func recursion(_ chain: [String]) -> Self {
        Self(text: "recursive function: \(chain.joined(separator: " → ")); functions may not call themselves")
    }

    // MARK: Evaluation
    static func divisionByZero(in appearance: String) -> Self { Self(text: "division by zero in \(appearance)") }
    static func hostFunctionFailed(_ name: String, _ reason: String, in appearance: String) -> Self {
        Self(text: "function '\(name)' failed in \(appearance): \(reason)")
    }
    static func invalidResult(_ function: String, in appearance: String) -> Self {
        Self(text: "'\(function)' produced a value that is not a finite number in \(appearance)")
    }
    static func unitMismatchAtRun(
        _ left: ValueType.DimensionUnit, _ right: ValueType.DimensionUnit, in appearance: String
    ) -> Self {
        Self(
            text:
                "cannot combine '\(left.rawValue)' and '\(right.rawValue)' dimensions in \(appearance); Shade never "
                + "converts units"
        )
    }
    static func callsTooDeep(in appearance: String) -> Self {
        Self(text: "function calls nest deeper than \(Evaluator.maximumCallDepth) levels in \(appearance)")
    }
    static func assertionFailed(in appearance: String, context: String? = nil, message: String?) -> Self {
        Self(
            text:
                "assertion failed\(context.map { " for \($0)" } ?? "") in "
                + "\(appearance)\(message.map { ": \($0)" } ?? "")"
        )
    }
}

private extension Int {
    /// 1000000 as "1,000,000".
    var formatted: String {
        let digits = Array(String(self))
        return digits.enumerated().map { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : "\(digit)"
        }.joined()
    }
}

/// The messages about colors beyond sRGB (docs/color.md).
extension DiagnosticMessage {
    static func unknownChoice(_ written: String, _ choice: BuiltinChoice) -> Self {
        Self(
            text: "unknown \(choice.what) '\(written)'; use one of \(choice.names.map(\.name).joined(separator: ", "))")
    }
    static func choiceNotLiteral(_ choice: BuiltinChoice) -> Self {
        Self(
            text: "a \(choice.what) is written by its name: one of \(choice.names.map(\.name).joined(separator: ", "))")
    }
    static func spaceViewNotValue(_ space: String, components: [String]) -> Self {
        let members = components.map { "'.\(space).\($0)'" }
        return Self(
            text: "'.\(space)' reads a color's \(space) components: add one of \(members.joined(separator: ", "))")
    }
    static func unknownSpaceComponent(_ name: String, space: String, components: [String]) -> Self {
        Self(text: "\(space) has no component '\(name)'; its components are \(components.joined(separator: ", "))")
    }
    static func negativeChroma(_ function: String, written: String) -> Self {
        Self(text: "the chroma of '\(function)' is 0 or more, but this is \(written); it is treated as 0")
    }
    static func labLightness(_ function: String, written: String) -> Self {
        Self(text: "the lightness of '\(function)' is 0–100 (CIE L*), but this is \(written)")
    }
}

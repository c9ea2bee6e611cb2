/// The messages for what a newcomer from CSS, UIKit or JavaScript writes by habit: each says
/// Shade's way, and the diagnostic's suggestion is the fix.
extension DiagnosticMessage {
    static func upperCaseUnit(_ unit: String) -> Self {
        Self(text: "units are written in lower case: '\(unit.lowercased())', not '\(unit)'")
    }
    static let degreeUnit = Self(text: "a hue is a plain number of degrees, written without 'deg'")
    static let scaleUnit = Self(text: "'x' is not a unit; a scale is a plain number, a size a dimension")
    static let semicolon = Self(text: "Shade statements end at the line's end; remove the ';'")
    static let leadingDot = Self(text: "a number starts with a digit")
    package static func kebabName(_ written: String) -> Self {
        Self(text: "names are camelCase; '\(written)' would read as a subtraction")
    }
    package static func methodCall(_ function: String) -> Self {
        Self(text: "Shade has no methods; call the function '\(function)' with the value as its first argument")
    }
    package static func platformType(_ type: String, framework: String) -> Self {
        Self(text: "'\(type)' is \(framework)'s; Shade names a system color without a type")
    }
    /// The note of a number written where a dimension is expected.
    package static var dimensionNeedsUnit: String {
        "a dimension needs a unit: \(ValueType.Unit.allCases.map(\.rawValue).joined(separator: ", "))"
    }
}

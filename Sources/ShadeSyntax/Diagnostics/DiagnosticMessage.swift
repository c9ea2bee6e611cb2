/// The text of a diagnostic; every message Shade can produce is a named member here.
package struct DiagnosticMessage: Sendable {
    package let text: String

    // MARK: Input
    package static func unreadableFile(_ path: String, _ reason: String) -> Self {
        Self(text: "cannot read '\(path)': \(reason)")
    }
    static func tooManyErrors(_ count: Int) -> Self { Self(text: "\(count) more errors not shown") }
    static func tooManyWarnings(_ count: Int) -> Self { Self(text: "\(count) more warnings not shown") }
    package static let invalidUTF8 = Self(text: "the file is not valid UTF-8")

    // MARK: Lexing
    package static let unterminatedComment = Self(text: "unterminated comment: '/*' has no matching '*/'")
    static let unterminatedString = Self(text: "unterminated string: '\"' has no matching '\"' on this line")
    static let invalidEscape = Self(text: "invalid escape in string; use \\\", \\\\, \\n or \\t")
    static func numberTooLarge(_ text: String) -> Self { Self(text: "number '\(text)' is too large") }
    static func unknownUnit(_ unit: String) -> Self {
        Self(
            text:
                "unknown unit '\(unit)'; dimensions use "
                + "\(ValueType.DimensionUnit.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))"
        )
    }
    static func invalidHexColor(_ text: String) -> Self {
        Self(text: "invalid color '\(text)': expected 3, 4, 6 or 8 hexadecimal digits after '#'")
    }
    static func invalidHexNumber(_ text: String) -> Self {
        Self(text: "invalid color '\(text)': expected 6 or 8 hexadecimal digits after '0x'")
    }
    static let unterminatedBacktickName = Self(text: "unterminated name: '`' has no matching '`' on this line")
    package static func unknownTopLevelName(_ name: String) -> Self {
        Self(text: "nothing named '\(name)' at the top level")
    }
    package static func shadowedBySelf(_ name: String, token: String, group: String) -> Self {
        Self(
            text:
                "'\(name)' here is '\(token)' itself: inside group '\(group)' the name means the group's own member, "
                + "which hides the top-level '\(name)'; write '$.\(name)' for the top-level one"
        )
    }
    package static func shadowedGroup(_ name: String, token: String, member: String) -> Self {
        Self(
            text:
                "'\(name)' here is the token '\(token)', which hides the top-level group '\(name)'; write "
                + "'$.\(name).\(member)' for its member"
        )
    }
    static let dollarWithoutMember = Self(
        text: "'$' names the top level: write '$.NAME' for a top-level token or group")
    static let emptyBacktickName = Self(text: "a name in backticks cannot be empty")
    static func dotInBacktickName(_ name: String) -> Self {
        Self(
            text:
                "a name in backticks cannot hold a dot: '\(name)' would not be one name; a dot separates a group from "
                + "its member"
        )
    }
    static let singleQuotes = Self(text: "strings are written in double quotes")
    static func hexColorWithoutHash(_ text: String) -> Self { Self(text: "a hex color starts with '#': '#\(text)'") }
    static func unexpectedCharacter(_ shown: String) -> Self { Self(text: "unexpected \(shown)") }

    // MARK: Parsing
    package static func expected(_ what: String, found: String, context: String?) -> Self {
        Self(text: "expected \(what)\(context.map { " \($0)" } ?? ""), found \(found)")
    }
    static func expectedDeclaration(found: String) -> Self {
        Self(
            text:
                "expected a declaration (a type such as 'color', or 'group', 'fn', 'import', 'assert', 'axis'), found "
                + "\(found)"
        )
    }
    static func expectedType(found: String) -> Self {
        Self(text: "expected a type (\(ValueType.allCases.map(\.rawValue).joined(separator: ", "))), found \(found)")
    }
    static func expectedExpression(found: String) -> Self { Self(text: "expected an expression, found \(found)") }
    static func nestingTooDeep(_ limit: Int) -> Self { Self(text: "nesting is deeper than \(limit) levels") }
    static func chainedComparison(_ first: String, _ second: String) -> Self {
        Self(text: "comparisons cannot be chained ('\(first)' then '\(second)'); combine them with '&&'")
    }
    static func spaceBeforeUnit(_ number: String, _ unit: String) -> Self {
        Self(text: "a unit follows its number without a space: '\(number)\(unit)', not '\(number) \(unit)'")
    }
    static func wordOperator(_ word: String, _ symbol: String) -> Self {
        Self(text: "'\(word)' is written '\(symbol)' in Shade")
    }
    static func keywordAsName(_ keyword: String) -> Self {
        Self(text: "'\(keyword)' is a keyword and cannot be a name")
    }
    static let unmatchedBrace = Self(text: "unmatched '}'")
    static func privateNotAllowed(_ what: String) -> Self { Self(text: "\(what) cannot be private") }
    static let internalAndPrivate = Self(
        text: "a declaration is 'internal' (every file of the theme) or 'private' (its file or group), not both")
    static let internalNotAllowed = Self(text: "only a token, a group or a function can be internal")
    static func unknownAnnotation(_ name: String) -> Self { Self(text: "unknown annotation '@\(name)'") }
    static let deprecationText = Self(
        text: "'@deprecated' takes a string saying what to use instead, as in @deprecated(\"use accent\")")
    static func notDeprecatable(_ what: String) -> Self {
        Self(text: "\(what) cannot be deprecated; only a token or a function can")
    }
    static let dtcgArgument = Self(
        text: "'@dtcg' takes 'type:' and 'extensions:' strings, as in @dtcg(type: \"fontWeight\")")
    static func unknownDTCGType(_ type: String) -> Self {
        Self(text: "'\(type)' is not a DTCG type; the types are \(DTCGAnnotation.types.joined(separator: ", "))")
    }
    static let dtcgExtensions = Self(
        text: "'@dtcg(extensions:)' takes the text of a JSON object, as in \"{\\\"com.example\\\": true}\"")
    static func notDTCGAnnotatable(_ what: String) -> Self {
        Self(text: "\(what) cannot carry '@dtcg'; only a token can")
    }
    package static func deprecatedUse(_ name: String, _ text: String) -> Self {
        Self(text: "'\(name)' is deprecated" + (text.isEmpty ? "" : ": " + text))
    }

    /// Each stored property, as given.
    package init(text: String) {
        self.text = text
    }
}

/// The messages of parsing that read like the checker's: CSS color syntax, component bodies.
extension DiagnosticMessage {
    static func cssColorFunction(_ written: String, shade: String) -> Self {
        Self(text: "'\(written)' is CSS's syntax; Shade separates arguments with commas: \(shade)")
    }
    static func expectedComponentProperty(found: String) -> Self {
        Self(text: "expected a property ('TYPE NAME = DEFAULT') in the component, found \(found)")
    }
    static let resetRepeated = Self(text: "'reset' is written twice in this style")
}

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
        "a dimension needs a unit: \(ValueType.DimensionUnit.allCases.map(\.rawValue).joined(separator: ", "))"
    }
}

import ShadeCore
import ShadeSyntax

extension ExportNaming {
    /// Warnings for the tokens and groups under `group` whose Swift names lose scalars
    /// (``SwiftEscaping/losesScalars(_:)``): an emoji, a control or punctuation that the camel-case
    /// rule (`fg-default` → `fgDefault`) does not account for. Each names the member, where it is
    /// declared and the Swift name it got; a name the rule maps as documented gives none.
    static func swiftWarnings(in group: ExportGroup) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        collectSwiftWarnings(in: group, into: &warnings)
        return warnings
    }

    private static func collectSwiftWarnings(in group: ExportGroup, into warnings: inout [Diagnostic]) {
        for member in group.members {
            switch member {
            case let .token(token):
                guard SwiftEscaping.losesScalars(token.shortName) else { continue }
                let shown = "token '\(token.name)'"
                warnings.append(swiftWarning(shown, swift: swift(token.shortName), at: token.location))
            case let .group(inner):
                if let location = inner.location, SwiftEscaping.losesScalars(inner.name) {
                    warnings.append(swiftWarning("group '\(inner.path)'", swift: swift(inner.name), at: location))
                }
                collectSwiftWarnings(in: inner, into: &warnings)
            }
        }
    }

    /// The warning for `shown` (`token 'a'`), written in Swift as `swift`.
    private static func swiftWarning(_ shown: String, swift: String, at location: Diagnostic.Location) -> Diagnostic {
        Diagnostic(
            severity: .warning,
            message: "\(shown) has no Swift spelling of its own; it is written as '\(swift)'",
            location: location)
    }
}

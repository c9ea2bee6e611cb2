import ShadeCore
import ShadeSyntax

/// How token and group names become the names a platform uses, and the check that no two
/// become the same: one rule per target, applied the same way by every exporter.
enum ExportNaming {
    /// Swift: the name as ``SwiftEscaping/identifier(_:)`` writes it: as it is where it is a Swift
    /// identifier (a keyword in backticks, `Type` as `Type_`), else spelled out from its words.
    package static func swift(_ name: String) -> String { SwiftEscaping.identifier(name) }

    /// An asset-catalog name (a colorset or a group folder) as compared for collisions. Two
    /// names that differ only in case are the same file on macOS's file systems, so they are
    /// compared lowercased (and, as Swift compares strings, in canonical equivalence, as APFS does).
    static func assetCatalogKey(_ name: String) -> String { assetCatalogName(name).lowercased() }

    /// The file name a name takes in an asset catalog: one path component,
    /// ``FileNameEscaping/component(_:suffix:)`` (with room for `.colorset`).
    static func assetCatalogName(_ name: String) -> String {
        FileNameEscaping.component(name, suffix: ".colorset")
    }

    /// Errors for the members of every group that become the same name under `key`, and for
    /// members that take a name in `reserved` (generated names at the top level, each with what
    /// it is for) or in `reservedEverywhere` (names the output refers to from inside any group).
    /// - Parameter what: how the target calls the names (`the Swift name`).
    static func collisions(
        in group: ExportGroup, key: (String) -> String, what: String, reserved: [String: String] = [:],
        reservedEverywhere: [String: String] = [:]
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // The position of the member that took a name; a reserved name is taken first, by -1 - its
        // place in `uses`: one probe a member finds either.
        let uses = Array(reserved.merging(reservedEverywhere) { top, _ in top })
        var taken: [String: Int] = [:]
        taken.reserveCapacity(group.members.count + uses.count)
        for (place, use) in uses.enumerated() { taken[use.key] = -1 - place }
        /// What a member is called in messages, and where it is declared.
        func described(_ member: ExportGroup.Member) -> (shown: String, location: Diagnostic.Location?) {
            switch member {
            case let .token(token): ("token '\(token.name)'", token.location)
            case let .group(inner): ("group '\(inner.path)'", inner.location)
            }
        }
        for (position, member) in group.members.enumerated() {
            let name: String
            switch member {
            case let .token(token): name = token.shortName
            case let .group(inner):
                guard inner.location != nil else { continue }
                name = inner.name
                diagnostics += collisions(in: inner, key: key, what: what, reservedEverywhere: reservedEverywhere)
            }
            let converted = key(name)
            guard let holder = taken.updateValue(position, forKey: converted) else { continue }
            taken[converted] = holder  // the first (or the export's own use) keeps the name
            let use = holder < 0 ? uses[-1 - holder].value : nil
            let earlier = holder < 0 ? nil : holder
            let (shown, found) = described(member)
            guard let location = found else { continue }
            if let use {
                diagnostics.append(
                    Diagnostic(
                        message: "\(shown) becomes \(what) '\(converted)', which the export uses for \(use); rename it",
                        location: location))
            } else if let earlier = earlier.map({ described(group.members[$0]) }) {
                diagnostics.append(
                    Diagnostic(
                        message: "\(earlier.shown) and \(shown) both become \(what) '\(converted)'; rename one of them",
                        location: location,
                        notes: [
                            Diagnostic.Note(message: "\(earlier.shown) is declared here", location: earlier.location)
                        ]))
            }
        }
        return diagnostics
    }
}

extension ExportNaming {
    /// A name a target gives a token (or a part of it), for ``collisions(among:tokens:what:)``.
    package struct Entry {
        package let name: String
        /// The token's position in the export.
        package let token: Int
        /// What part of the token takes the name, if not the token itself: `the high-contrast
        /// value of`, `the font size of`.
        package var part: String? = nil
        /// What the named thing is: `token`, or `component property` (`UINavigationBar.tintColor`).
        package var kind = "token"

        /// How diagnostics call it: `token 'Semantic.key'`, `the high-contrast value of token 'a'`.
        package func label(_ tokens: [ExportedToken]) -> String {
            (part.map { $0 + " " } ?? "") + "\(kind) '\(tokens[token].name)'"
        }
    }

    /// Errors for entries that share a name with an earlier one, naming both, at the later
    /// token with a note at the earlier. `what` calls a name as the target does.
    static func collisions(among entries: [Entry], tokens: [ExportedToken], what: (Entry) -> String) -> [Diagnostic] {
        // A `Dictionary`, whose keys compare as `String`s do (canonically equivalent names are one
        // name, as on a file system that normalizes them).
        var taken: [String: Int] = Dictionary(minimumCapacity: entries.count)
        var diagnostics: [Diagnostic] = []
        // One probe an entry, each read where it lies; the first keeps the name.
        for position in entries.indices {
            guard let first = taken.updateValue(position, forKey: entries[position].name) else { continue }
            taken[entries[position].name] = first
            let (earlier, entry) = (entries[first], entries[position])
            diagnostics.append(
                Diagnostic(
                    message:
                        "\(earlier.label(tokens)) and \(entry.label(tokens)) both become \(what(entry)); rename one of "
                        + "them",
                    location: tokens[entry.token].location,
                    notes: [
                        Diagnostic.Note(
                            message: "\(earlier.kind) '\(tokens[earlier.token].name)' is declared here",
                            location: tokens[earlier.token].location)
                    ]))
        }
        return diagnostics
    }
}

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

extension ExportNaming {
    /// A dotted Shade name as lowercase words joined by `separator`, the base of snake case
    /// (Android) and kebab case (CSS): a word ends at `_`, `.`, and where a lowercase letter or a
    /// digit meets an uppercase one, or an uppercase run meets a capitalized word (`URLColor` →
    /// `url`, `color`); digits stay with their word (`gray50`, `h1`).
    /// Any byte that is not an ASCII letter or digit ends a word and is left out. Written in
    /// place into the result's storage: every CSS property and Android resource name is one.
    static func lowercaseWords(of name: String, joinedBy separator: Character) -> String {
        let separator = UInt8(ascii: separator.unicodeScalars.first ?? "_")
        func isUpper(_ c: UInt8) -> Bool { c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z") }
        func isLower(_ c: UInt8) -> Bool { c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z") }
        func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
        return name.withUTF8Bytes { bytes in
            // Each byte writes at most itself and a separator before it.
            String(unsafeUninitializedCapacity: bytes.count * 2) { out in
                var count = 0
                var wordLength = 0
                for index in bytes.indices {
                    let character = bytes[index]
                    guard isUpper(character) || isLower(character) || isDigit(character) else {
                        wordLength = 0  // '_', '.' and anything else end a word
                        continue
                    }
                    let previous = index > 0 ? bytes[index - 1] : 0
                    let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                    let startsWord =
                        wordLength == 0
                        || (isUpper(character)
                            && (isLower(previous) || isDigit(previous) || (isUpper(previous) && isLower(next))))
                    if startsWord {
                        if count > 0 {
                            out[count] = separator
                            count += 1
                        }
                        wordLength = 0
                    }
                    out[count] = isUpper(character) ? character + 32 : character
                    count += 1
                    wordLength += 1
                }
                return count
            }
        }
    }
}

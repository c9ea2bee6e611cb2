import ShadeCore
import ShadeSyntax

/// The tokens of DTCG documents, gathered from their group trees (docs/dtcg.md, Names and $root): each with its
/// path, its type (its own `$type` or the nearest group's), its value and its metadata, in file
/// order. Later documents replace tokens of the same path.
struct DTCGTokens {
    package static let types = DTCGType.names

    /// The tokens in file order (a replaced token keeps its place).
    package private(set) var all: [Token] = []
    /// Each token's place in `all`, by name: 32-bit places (``NamePlaces``), half the memory of
    /// a `Dictionary` for the 100,000 names of a large set.
    private var positions = NamePlaces()

    /// The token of that name (a path joined with dots), if there is one.
    package subscript(name: String) -> Token? { positions[name].map { all[$0] } }

    /// The place in `all` of the token of that name, if there is one.
    package func position(of name: String) -> Int? { positions[name] }

    /// The path of the token at `position` in ``all``, read from its stored fields where they lie:
    /// ``Token/path`` asked of an array element copies the whole token first.
    func path(at position: Int) -> [String] { Token.path(scope: all[position].scope, last: all[position].last) }
    /// Groups that extend another (`$extends`): the group, the one extended, where it is written.
    private var extends: [(group: [String], target: [String], range: TextRange)] = []
    /// Group descriptions, by group path.
    private(set) var groupDescriptions: [String: String] = [:]
    /// The tokens read that cannot be imported, and why (see ``DTCGLeftOut``).
    package var problems: [DTCGProblem] = []
    /// True once a document in the legacy Tokens Studio format was reported.
    var legacyReported = false

    /// Types that are not DTCG's but that exporters write, and the Shade type each becomes.
    static let commonTypes = ["string": "string", "boolean": "bool"]

    /// Adds the tokens of one document (a token file, or a resolver's inline source).
    package mutating func add(_ document: JSONNode, log: inout DiagnosticLog) {
        // Room for a file of tokens at its top level, the usual shape of a large one.
        let members = document.members?.count ?? 0
        all.reserveCapacity(all.count + members)
        positions.reserveCapacity(positions.count + members)
        walk(document, path: [], type: nil, deprecated: nil, log: &log)
    }

    /// Gives each group that `$extends` another the tokens of that one it does not define itself,
    /// as aliases (`group.name = {other.name}`). Run once every document is added.
    mutating func applyExtends(log: inout DiagnosticLog) {
        for (group, target, range) in extends {
            let prefix = target.joined(separator: ".") + "."
            let inherited = all.filter { $0.name.hasPrefix(prefix) }
            guard !inherited.isEmpty else {
                log.error(
                    DiagnosticMessage(
                        text: "$extends names '\(target.joined(separator: "."))', which is no group with tokens"),
                    at: range,
                    suggestions: Suggestions.closest(
                        to: target.joined(separator: "."),
                        among: Set(all.map { $0.name.split(separator: ".").dropLast().joined(separator: ".") }).sorted()
                    ))
                continue
            }
            for source in inherited {
                let path = group + source.path.dropFirst(target.count)
                guard self[path.joined(separator: ".")] == nil else { continue }
                insert(
                    Token(
                        path: path, type: source.dtcgType,
                        value: JSONNode(string: "{\(source.name)}", at: range), shadeType: source.shadeType,
                        isRoot: source.isRoot))
            }
        }
        extends = []
    }

    /// Lets go of the JSON every token was read from: its value, its object and its deprecation
    /// become ``JSONNode/released``. Names, types and paths stay; ``DTCGShadeWriter`` calls this
    /// once every value is converted.
    mutating func releaseJSON() {
        for position in all.indices {
            all[position].value = JSONNode.released
            all[position].about = nil
            all[position].deprecated = nil
        }
    }

    /// Puts `token` in, replacing one of the same path (a later set or context wins).
    package mutating func replace(_ token: Token) { insert(token) }

    private mutating func insert(_ token: Token) {
        if let position = positions.insertIfAbsent(all.count, forKey: token.name) {
            all[position] = token
        } else {
            all.append(token)
        }
    }

    private mutating func walk(
        _ group: JSONNode, path: [String], type inherited: (String, TextRange)?, deprecated: JSONNode?,
        log: inout DiagnosticLog
    ) {
        guard let members = group.members else {
            log.error(
                DiagnosticMessage(
                    text: "expected a group (an object)" + (path.isEmpty ? "" : " at '\(path.joined(separator: "."))'")
                        + ", found \(group.kindName)"), at: group.range)
            return
        }
        var type = inherited
        // An unknown type is kept: each token of the group is left out for it.
        if let node = group["$type"], let name = node.string { type = (name, node.range) }
        let groupDeprecated = group["$deprecated"] ?? deprecated
        for member in members {
            let key = member.key
            switch key {
            case "$type", "$deprecated", "$schema": continue
            // Tokens Studio's themes and set order, beside the tokens of its exports.
            case _ where path.isEmpty && (key == "$themes" || key == "$metadata"): continue
            case "$extends":
                if let text = member.value.string,
                    let target = DTCGExpressions.alias(member.value)
                        ?? (text.hasPrefix("#/") ? text.dropFirst(2).split(separator: "/").map(String.init) : nil)
                {
                    extends.append((path, target, member.value.range))
                } else {
                    log.error(
                        DiagnosticMessage(text: "$extends names a group: \"{group.path}\""), at: member.value.range)
                }
            case "$description":
                if let text = member.value.string, !path.isEmpty {
                    groupDescriptions[path.joined(separator: ".")] = text
                }
            case "$extensions":
                if let tokens = member.value["dev.shade"]?["tokens"]?.members {
                    for kept in tokens { shadeOnly(kept, path: path, deprecated: groupDeprecated, log: &log) }
                }
            case "$root":
                token(
                    member.value, fields: DTCGTokenFields(member.value), scope: Array(path.dropLast()),
                    last: path.last, type: type,
                    deprecated: groupDeprecated, isRoot: true, log: &log)
            case _ where key.hasPrefix("$"):
                log.warning(DiagnosticMessage(text: "unknown group property '\(key)' is ignored"), at: member.keyRange)
            default:
                let name = key
                if name.utf8.contains(where: {
                    $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".")
                }) {
                    log.error(
                        DiagnosticMessage(text: "'\(name)' is not a DTCG name: names hold no '{', '}' or '.'"),
                        at: member.keyRange)
                    continue
                }
                let fields = DTCGTokenFields(member.value)
                if Self.isLegacyToken(member.value, fields: fields) {
                    reportLegacy(at: member.keyRange, log: &log)
                    continue
                }
                let depth = path.count + (fields.isToken ? 0 : 1)
                guard Self.checkName(name, at: member.keyRange, depth: depth, log: &log) else { continue }
                if fields.isToken {
                    token(
                        member.value, fields: fields, scope: path, last: name, type: type,
                        deprecated: groupDeprecated, log: &log)
                } else {
                    walk(member.value, path: path + [name], type: type, deprecated: groupDeprecated, log: &log)
                }
            }
        }
    }

    /// How deeply groups may nest: Shade source nests at most ``Parser/maximumNesting`` levels,
    /// groups and a value's expression together.
    static let maximumGroupDepth = Parser.maximumNesting - 16

    /// Whether a key can be a name in Shade source, its group `depth` counting itself when it is a
    /// group; an error at the key when not.
    static func checkName(_ name: String, at range: TextRange, depth: Int, log: inout DiagnosticLog) -> Bool {
        guard ShadeEscaping.name(name) != nil else {
            log.error(
                DiagnosticMessage(
                    text: "the key \(DTCGJSONText.quoted(name)) cannot be a Shade name:"
                        + " \(ShadeEscaping.unnamable)"),
                at: range)
            return false
        }
        guard depth <= maximumGroupDepth else {
            log.error(
                DiagnosticMessage(
                    text: "groups nested more than \(maximumGroupDepth) deep;"
                        + " Shade source nests at most"
                        + " \(Parser.maximumNesting) levels, groups and expressions together"), at: range)
            return false
        }
        return true
    }

    /// The type `text` names: a DTCG type, or a common one as its Shade type (``commonTypes``);
    /// nil, with a problem for the token named `name`, when it is neither.
    private mutating func type(
        _ text: String, of name: String, at range: TextRange
    ) -> (dtcg: DTCGType?, shade: String?)? {
        if let known = DTCGType(rawValue: text) { return (known, nil) }
        if let common = Self.commonTypes[text] { return (nil, common) }
        problems.append(
            DTCGProblem(
                name: name, why: "unknown $type '\(text)'", range: range,
                hint: "give it one of the DTCG 2025.10 types: \(Self.types.joined(separator: ", "))",
                suggestions: Suggestions.closest(to: text, among: Self.types)))
        return nil
    }

    private mutating func token(
        _ node: JSONNode, fields: DTCGTokenFields, scope: [String], last: String?, type inherited: (String, TextRange)?,
        deprecated: JSONNode?, isRoot: Bool = false, log: inout DiagnosticLog
    ) {
        let name = Token.name(scope: scope, last: last, isRoot: isRoot)
        var given = inherited
        if let node = fields.type, let text = node.string { given = (text, node.range) }
        var type: DTCGType?, shadeType: String?
        if let (text, range) = given {
            guard let known = self.type(text, of: name, at: range) else { return }
            (type, shadeType) = known
        }
        var value: JSONNode
        if let pointer = fields.ref {
            // `{"$ref": "#/a/b/$value"}`: the whole value of another token, an alias.
            guard let text = pointer.string, text.hasPrefix("#/"), text.hasSuffix("/$value") else {
                problems.append(
                    DTCGProblem(
                        name: name, why: "only a $ref to a whole token's value is supported", range: pointer.range,
                        hint: "write the $ref as \"#/group/token/$value\", or the alias as \"{group.token}\""))
                return
            }
            let target = text.dropFirst(2).dropLast("/$value".count).split(separator: "/").map {
                $0.replacingAll("~1", with: "/").replacingAll("~0", with: "~")
            }.joined(separator: ".")
            value = JSONNode(string: "{\(target)}", at: pointer.range)
        } else if let given = fields.value {
            value = given
        } else {
            // A `$root`, or a token with a `$type` and nothing else.
            problems.append(
                DTCGProblem(
                    name: name, why: "this token has no \"$value\"", range: node.range,
                    hint: "a DTCG token holds its value in \"$value\": give it one, or remove the token"))
            return
        }
        var token = Token(
            name: name, scope: scope, last: last, type: type, value: value, about: node,
            deprecated: fields.deprecated ?? deprecated, shadeType: shadeType, isRoot: isRoot)
        token.hasNotes = fields.hasNotes
        insert(token)
    }

    private mutating func shadeOnly(
        _ member: JSONNode.Member, path: [String], deprecated: JSONNode?, log: inout DiagnosticLog
    ) {
        guard let type = member.value["type"]?.string, let value = member.value["value"] else {
            log.error(DiagnosticMessage(text: "a dev.shade token needs \"type\" and \"value\""), at: member.keyRange)
            return
        }
        let key = member.key
        let isRoot = key == "$root"
        guard isRoot || Self.checkName(key, at: member.keyRange, depth: path.count, log: &log) else { return }
        insert(
            Token(
                path: isRoot ? path : path + [key], type: nil, value: value, about: member.value,
                deprecated: member.value["$deprecated"] ?? deprecated, shadeType: type, isRoot: isRoot))
    }
}

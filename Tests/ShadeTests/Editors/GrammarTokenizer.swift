import Foundation

/// A small TextMate tokenizer for the tests: it reads `shade.tmLanguage.json`, resolves
/// `include`s, and scans a text the way a TextMate engine does at one nesting level — at each
/// position the pattern whose match starts earliest wins, ties going to the earlier pattern; a
/// `begin`/`end` pattern covers everything up to its end. Patterns compile with
/// NSRegularExpression (ICU), close to the Oniguruma dialect editors use for these simple forms.
struct GrammarTokenizer {
    /// One scanned piece: where it is and the scope that named it.
    struct Piece: Equatable {
        var range: NSRange
        var scope: String
    }

    private struct Rule {
        var match: NSRegularExpression
        var end: NSRegularExpression?
        /// A `begin`/`end` rule's own patterns (escapes in a string), which the end cannot cut.
        var inner: [NSRegularExpression] = []
        var scope: String
        /// The scopes of capture groups, by group number.
        var captures: [Int: String]
    }

    /// Every regular expression of the grammar, as written (for the compile check).
    let expressions: [String]
    private let rules: [Rule]

    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("editors/vscode")

    init() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("syntaxes/shade.tmLanguage.json"))
        let grammar = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        let repository = grammar["repository"] as? [String: [String: Any]] ?? [:]
        var expressions: [String] = []
        var rules: [Rule] = []
        func add(_ patterns: [[String: Any]], seen: Set<String>) throws {
            for pattern in patterns {
                if let include = pattern["include"] as? String {
                    let key = String(include.dropFirst())
                    guard !seen.contains(key), let entry = repository[key] else { continue }
                    try add(entry["patterns"] as? [[String: Any]] ?? [entry], seen: seen.union([key]))
                    continue
                }
                let start = (pattern["match"] ?? pattern["begin"]) as? String ?? ""
                let end = pattern["end"] as? String
                expressions += [start] + (end.map { [$0] } ?? [])
                let inner = try (pattern["patterns"] as? [[String: Any]] ?? []).compactMap { $0["match"] as? String }
                    .map {
                        expressions.append($0)
                        return try NSRegularExpression(pattern: $0, options: [.anchorsMatchLines])
                    }
                let captures = (pattern["captures"] as? [String: [String: String]] ?? [:])
                    .reduce(into: [Int: String]()) { $0[Int($1.key) ?? 0] = $1.value["name"] }
                try rules.append(
                    Rule(
                        match: NSRegularExpression(pattern: start, options: [.anchorsMatchLines]),
                        end: end.map { try NSRegularExpression(pattern: $0, options: [.anchorsMatchLines]) },
                        inner: inner, scope: pattern["name"] as? String ?? "", captures: captures))
            }
        }
        try add(grammar["patterns"] as? [[String: Any]] ?? [], seen: [])
        self.expressions = expressions
        self.rules = rules
    }

    /// The pieces of `text`, in order; characters no pattern matched are in no piece.
    func tokenize(_ text: String) -> [Piece] {
        let string = text as NSString
        var pieces: [Piece] = []
        var position = 0
        while position < string.length {
            var best: (rule: Rule, match: NSTextCheckingResult)?
            for rule in rules {
                let range = NSRange(location: position, length: string.length - position)
                guard let match = rule.match.firstMatch(in: text, range: range) else { continue }
                if best == nil || match.range.location < best!.match.range.location { best = (rule, match) }
            }
            guard let (rule, match) = best else { break }
            var end = match.range.location + match.range.length
            if let close = rule.end {
                end = regionEnd(close, inner: rule.inner, in: text, from: end)
            }
            if rule.captures.isEmpty {
                pieces.append(
                    Piece(
                        range: NSRange(location: match.range.location, length: end - match.range.location),
                        scope: rule.scope))
            } else {
                for (group, scope) in rule.captures.sorted(by: { $0.key < $1.key })
                where match.range(at: group).location != NSNotFound {
                    pieces.append(Piece(range: match.range(at: group), scope: scope))
                }
            }
            position = max(end, position + 1)
        }
        return pieces
    }

    /// Where a `begin`/`end` region that opened before `start` ends: inner matches that start
    /// before the end's are stepped over.
    private func regionEnd(_ close: NSRegularExpression, inner: [NSRegularExpression], in text: String, from start: Int)
        -> Int
    {
        let length = (text as NSString).length
        var position = start
        while position <= length {
            let rest = NSRange(location: position, length: length - position)
            guard let end = close.firstMatch(in: text, range: rest) else { return length }
            let step = inner.compactMap { $0.firstMatch(in: text, range: rest) }
                .filter { $0.range.location < end.range.location && $0.range.length > 0 }
                .min { $0.range.location < $1.range.location }
            guard let step else { return end.range.location + end.range.length }
            position = step.range.location + step.range.length
        }
        return length
    }

    /// The scope given to the first piece that is exactly `word` in `text`.
    func scope(of word: String, in text: String) -> String? {
        let pieces = tokenize(text)
        return pieces.first { (text as NSString).substring(with: $0.range) == word }?.scope
    }
}

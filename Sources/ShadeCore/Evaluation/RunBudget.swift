import ShadeSyntax

/// What one run may compute, so that a short hostile file ends in a located error instead of
/// seconds of work and gigabytes of memory: the values it holds (every token in every
/// appearance), the function calls it makes (each token's calls in each distinct appearance it
/// varies in), and the bytes of its string values (each distinct appearance's, as outputs write them).
///
/// Each limit is far above what a real design system needs: 100,000 tokens in 40 appearances,
/// 2 million calls, and 64 MiB of strings. README's "Limits" section lists them.
package struct RunBudget: Sendable {
    /// The most values one run holds: tokens × appearances.
    static let maximumValues = 4_000_000
    /// The most user-function calls one run makes.
    static let maximumCalls = 2_000_000
    /// The most bytes of string values one run holds, each distinct appearance's counted.
    static let maximumStringBytes = 64 << 20

    package private(set) var calls = 0
    private(set) var stringBytes = 0

    /// The index of the first token that does not fit when `tokens` tokens each hold
    /// `appearances` values, or nil when they all fit.
    package static func firstTokenPastValues(tokens: Int, appearances: Int) -> Int? {
        let fitting = maximumValues / max(1, appearances)
        return tokens > fitting ? fitting : nil
    }

    /// Spends the calls of computing a token (or an assertion) in its distinct appearances;
    /// false, with nothing spent, when they do not fit.
    package mutating func spend(calls perValue: Int, appearances: Int) -> Bool {
        guard perValue > 0 else { return true }
        let (cost, overflow) = perValue.multipliedReportingOverflow(by: appearances)
        guard !overflow, cost <= Self.maximumCalls - calls else { return false }
        calls += cost
        return true
    }

    /// Spends the bytes of a token's string values; false, with nothing spent, when they do not fit.
    package mutating func spend<Values: Sequence<Value>>(stringsOf values: Values) -> Bool {
        var bytes = 0
        for case let .string(text) in values {
            bytes += text.utf8.count
            if bytes > Self.maximumStringBytes - stringBytes { return false }
        }
        stringBytes += bytes
        return true
    }
}

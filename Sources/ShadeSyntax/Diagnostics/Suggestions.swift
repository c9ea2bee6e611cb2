/// Did-you-mean: the candidates closest to a misspelled name.
package enum Suggestions {
    /// Suggestions are computed for the first 100 errors only: each one compares the name with
    /// every candidate, and a file with thousands of unknown names must still finish quickly.
    static let maximumErrors = 100

    /// ``closest(to:among:)``, or none once `errors` errors are already reported.
    package static func closest(
        to name: String, among candidates: @autoclosure () -> some Sequence<String>, after errors: Int
    ) -> [String] {
        errors < maximumErrors ? closest(to: name, among: candidates()) : []
    }

    /// Up to three candidates within a small edit distance of `name`, closest first.
    package static func closest(to name: String, among candidates: some Sequence<String>) -> [String] {
        let target = Array(name.lowercased().utf8)
        let limit = max(1, target.count / 3)
        var scored: [(distance: Int, name: String)] = []
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased().utf8)
            guard abs(other.count - target.count) <= limit else { continue }
            let distance = editDistance(target, other, limit: limit)
            if distance <= limit { scored.append((distance, candidate)) }
        }
        scored.sort { ($0.distance, $0.name) < ($1.distance, $1.name) }
        var seen = Set<String>()
        return scored.map(\.name).filter { seen.insert($0).inserted }.prefix(3).map { $0 }
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit; stops early past `limit`.
    package static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return rowMinimum }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}

/// Where the cursor is in a document's nesting of groups, found from the text alone (so it
/// works while the document does not parse): what bare names are in scope there.
package enum EnclosingGroups {
    /// The qualified names of the groups around `offset`, innermost first (`Semantic.Text`,
    /// `Semantic`); comments and strings are skipped.
    package static func around(_ offset: Int, in bytes: [UInt8]) -> [String] {
        // Only an unbroken chain of groups from the top makes qualified names.
        var names: [String] = []
        for entry in blocks(around: offset, in: bytes) {
            guard case let .group(name) = entry else { break }
            names.append(names.last.map { $0 + "." + name } ?? name)
        }
        return names.reversed()
    }

    /// Whether the innermost block around `offset` is a `when` block, where `inherited` names
    /// the value an override replaces.
    package static func isInsideWhenBlock(_ offset: Int, in bytes: [UInt8]) -> Bool {
        if case .when = blocks(around: offset, in: bytes).last { return true }
        return false
    }

    /// A `{ … }` open at the cursor.
    private enum Block {
        case group(String), when, other
    }

    /// The blocks open at `offset`, outermost first.
    private static func blocks(around offset: Int, in bytes: [UInt8]) -> [Block] {
        var stack: [Block] = []
        // `when dark, dimmed {`: the word `when` starts the line the `{` ends.
        var afterWhen = false
        var index = 0
        // The last two words before the current byte, as byte ranges (no string is made per word).
        var lastWords: (Swift.Range<Int>?, Swift.Range<Int>?) = (nil, nil)
        while index < min(offset, bytes.count) {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                { index += 1 }
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\"") {
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
                continue
            }
            if NameBytes.isPathByte(byte), byte != UInt8(ascii: "."), byte != UInt8(ascii: "$") {
                var end = index
                while end < bytes.count, NameBytes.isPathByte(bytes[end]), bytes[end] != UInt8(ascii: ".") { end += 1 }
                if bytes[index..<end].elementsEqual("when".utf8) { afterWhen = true }
                lastWords = (lastWords.1, index..<end)
                index = end
                continue
            }
            if byte == UInt8(ascii: "{") {
                if let keyword = lastWords.0, let name = lastWords.1, bytes[keyword].elementsEqual("group".utf8) {
                    stack.append(.group(String(decoding: bytes[name], as: UTF8.self)))
                } else {
                    stack.append(afterWhen ? .when : .other)
                }
            } else if byte == UInt8(ascii: "}") {
                _ = stack.popLast()
            }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "=")
                || byte == UInt8(ascii: "\n")
            {
                afterWhen = false
            }
            if !(byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r"))
            {
                lastWords = (nil, nil)
            }
            index += 1
        }
        return stack
    }
}

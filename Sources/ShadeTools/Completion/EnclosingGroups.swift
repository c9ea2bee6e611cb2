/// Where the cursor is in a document's nesting of groups, found from the text alone (so it
/// works while the document does not parse): what bare names are in scope there.
package enum EnclosingGroups {
    /// The qualified names of the groups around `offset`, innermost first (`Semantic.Text`,
    /// `Semantic`); comments and strings are skipped.
    package static func around(_ offset: Int, in bytes: [UInt8]) -> [String] {
        var stack: [String?] = []
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
                lastWords = (lastWords.1, index..<end)
                index = end
                continue
            }
            if byte == UInt8(ascii: "{") {
                if let keyword = lastWords.0, let name = lastWords.1, bytes[keyword].elementsEqual("group".utf8) {
                    stack.append(String(decoding: bytes[name], as: UTF8.self))
                } else {
                    stack.append(nil)
                }
            } else if byte == UInt8(ascii: "}") {
                _ = stack.popLast()
            }
            if !(byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r"))
            {
                lastWords = (nil, nil)
            }
            index += 1
        }
        // Only an unbroken chain of groups from the top makes qualified names.
        var names: [String] = []
        for entry in stack {
            guard let entry else { break }
            names.append(names.last.map { $0 + "." + entry } ?? entry)
        }
        return names.reversed()
    }
}

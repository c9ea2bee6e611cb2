extension Array where Element == UInt8 {
    /// Appends `text`'s UTF-8 bytes, copied at once from where they lie. `append(contentsOf:
    /// text.utf8)` goes through the view's generic copy and retains the string's storage, about
    /// twice the instructions: the swatch sheet and the Android and asset-catalog writers append
    /// hundreds of thousands of pieces this way.
    package mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}

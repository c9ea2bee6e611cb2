/// A name as one path component (the asset catalog's folders), over Unicode scalars and UTF-8
/// bytes.
///
/// The result is never empty, `.` or `..`, starts with no dot (a hidden file), and holds no `/`,
/// `\`, `:` (which macOS shows as `/`), NUL, control (C0, DEL, C1) or bidi control: each of those
/// becomes `-`, as do leading dots. With its suffix it fits in 255 UTF-8 bytes, the limit of
/// every common file system: a longer name is cut at a scalar and ends in `~` and eight hex
/// digits of a hash of the whole name (FNV-1a, the same on every run). Different names can give
/// one component (`a/b`, `a:b`, `a-b`): the exporter checks for that and reports both names.
package enum FileNameEscaping {
    /// The most UTF-8 bytes of one path component.
    static let maximumBytes = 255

    /// `name` as one path component that, followed by `suffix` (`.colorset`), is a valid name.
    package static func component(_ name: String, suffix: String = "") -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(name.utf8.count)
        var isLeading = true
        for scalar in name.unicodeScalars {
            let replaced =
                scalar == "/" || scalar == "\\" || scalar == ":" || XMLEscaping.isInvisibleControl(scalar)
                || (isLeading && scalar == ".")
            result.unicodeScalars.append(replaced ? "-" : scalar)
            isLeading = isLeading && scalar == "."
        }
        if result.isEmpty { result = "-" }
        let limit = maximumBytes - suffix.utf8.count
        guard result.utf8.count > limit else { return result }
        let mark = "~" + hash(name)
        var kept = String.UnicodeScalarView()
        var bytes = 0
        for scalar in result.unicodeScalars {
            bytes += UTF8.width(scalar)
            guard bytes <= limit - mark.utf8.count else { break }
            kept.append(scalar)
        }
        return String(kept) + mark
    }

    /// FNV-1a (32 bits) of the UTF-8 bytes, as eight lowercase hex digits.
    private static func hash(_ name: String) -> String {
        var value: UInt32 = 0x811C_9DC5
        for byte in name.utf8 { value = (value ^ UInt32(byte)) &* 0x0100_0193 }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}

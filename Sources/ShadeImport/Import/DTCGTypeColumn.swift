/// Each gathered token's type (its DTCG type, or a Shade type for a token only Shade has), by the
/// token's place: four bytes a token, each distinct type name kept once. An array of optional
/// strings took sixteen a token, 1.8 MB for a 115,000-token set.
struct DTCGTypeColumn {
    /// Zero for a token without a type, else one more than its name's place in `names`.
    private var codes: [UInt32]
    private var names: [String] = []
    private var codesByName: [String: UInt32] = [:]

    /// `count` tokens, none with a type yet.
    init(count: Int) {
        codes = [UInt32](repeating: 0, count: count)
    }

    var count: Int { codes.count }

    subscript(position: Int) -> String? {
        get {
            let code = codes[position]
            return code == 0 ? nil : names[Int(code) - 1]
        }
        set {
            guard let name = newValue else {
                codes[position] = 0
                return
            }
            if let code = codesByName[name] {
                codes[position] = code
            } else {
                names.append(name)
                codesByName[name] = UInt32(names.count)
                codes[position] = UInt32(names.count)
            }
        }
    }
}

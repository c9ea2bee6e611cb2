import ShadeSyntax

/// Each gathered token's type (its DTCG type, or a Shade type for a token only Shade has), by the
/// token's place: four bytes a token. A DTCG type is kept as its case, each distinct Shade type's
/// name once. An array of optional strings took sixteen bytes a token (1.8 MB for a 115,000-token
/// set), and a table of names looked up for every token took 3 M instructions of 10,000 tokens'
/// import.
struct DTCGTypeColumn {
    /// Zero for a token without a type; for a DTCG type, one more than its place in ``dtcgTypes``;
    /// past those, a Shade type's place in `shadeNames`, plus one.
    private var codes: [UInt32]
    private var shadeNames: [String] = []
    private static let dtcgTypes = DTCGType.allCases

    /// `count` tokens, none with a type yet.
    init(count: Int) {
        codes = [UInt32](repeating: 0, count: count)
    }

    var count: Int { codes.count }

    /// The name of the type of the token at `position`: its DTCG type's, or its Shade type's.
    subscript(position: Int) -> String? {
        let code = Int(codes[position])
        if code == 0 { return nil }
        if code <= Self.dtcgTypes.count { return Self.dtcgTypes[code - 1].rawValue }
        return shadeNames[code - 1 - Self.dtcgTypes.count]
    }

    /// The DTCG type of the token at `position`; nil for none, or a Shade type.
    func dtcgType(at position: Int) -> DTCGType? {
        let code = Int(codes[position])
        return code > 0 && code <= Self.dtcgTypes.count ? Self.dtcgTypes[code - 1] : nil
    }

    /// Gives the token at `position` the DTCG type `dtcg`, else the Shade type `shade`, else none.
    mutating func set(_ position: Int, dtcg: DTCGType?, shade: String?) {
        if let dtcg, let place = Self.dtcgTypes.firstIndex(of: dtcg) {
            codes[position] = UInt32(place + 1)
        } else if let shade {
            // A set has a few Shade types at most: they are looked for one by one.
            let place = shadeNames.firstIndex(of: shade) ?? shadeNames.count
            if place == shadeNames.count { shadeNames.append(shade) }
            codes[position] = UInt32(Self.dtcgTypes.count + place + 1)
        } else {
            codes[position] = 0
        }
    }

    /// Gives the token at `position` the type of the token at `source`.
    mutating func copy(_ source: Int, to position: Int) { codes[position] = codes[source] }
}

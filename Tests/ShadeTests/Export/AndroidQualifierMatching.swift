/// How Android picks the folder a resource comes from, written from its documentation ("How
/// Android finds the best-matching resource", developer.android.com, App resources overview)
/// independently of the exporter, for a device whose only varying setting is night mode:
///
/// 1. Eliminate the folders whose qualifiers contradict the device configuration.
/// 2. Take the qualifiers in the order of precedence of the documentation's table.
/// 3. If any remaining folder has a qualifier of that kind, eliminate those that have none.
/// 4. Repeat until one folder is left.
///
/// Only the qualifiers an export may write are known (`night`/`notnight`, the platform version
/// `vN`); a folder with any other qualifier is treated as contradicting the device, so an export
/// that wrote one would not be read.
enum AndroidQualifierMatching {
    /// A qualifier kind, in the documentation's order of precedence (night mode comes long
    /// before the platform version).
    enum Kind: Int, CaseIterable {
        case nightMode, platformVersion
    }

    /// The device: night mode on or off, and its platform version (API level).
    static let deviceVersion = 34

    /// The kind and whether a qualifier holds on a device in `night` mode; nil for one not known.
    static func qualifier(_ text: Substring, night: Bool) -> (kind: Kind, holds: Bool)? {
        switch text {
        case "night": return (.nightMode, night)
        case "notnight": return (.nightMode, !night)
        default:
            guard text.first == "v", let level = Int(text.dropFirst()) else { return nil }
            return (.platformVersion, level <= deviceVersion)
        }
    }

    /// The folder (`values`, `values-night`) Android reads a resource from, among the folders
    /// that define it; nil when none is left.
    static func bestFolder(among folders: [String], night: Bool) -> String? {
        // 1. Folders whose qualifiers all hold (an unknown qualifier never does).
        var candidates: [(folder: String, kinds: Set<Kind>)] = folders.compactMap { folder in
            var kinds = Set<Kind>()
            for text in folder.split(separator: "-").dropFirst() {
                guard let (kind, holds) = qualifier(text, night: night), holds else { return nil }
                kinds.insert(kind)
            }
            return (folder, kinds)
        }
        // 2–4. By precedence: where some folder has the qualifier, those without it go.
        for kind in Kind.allCases where candidates.count > 1 && candidates.contains(where: { $0.kinds.contains(kind) })
        {
            candidates.removeAll { !$0.kinds.contains(kind) }
        }
        return candidates.count == 1 ? candidates[0].folder : candidates.map(\.folder).sorted().first
    }
}

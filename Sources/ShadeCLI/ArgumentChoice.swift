import ArgumentParser
import ShadeCore
import ShadeExport
import ShadeSyntax

/// An option's value that is one of an enum's cases, spelled as its raw value (`--format json`,
/// `--to swift`). Help and completion list the raw values as they are. ArgumentParser's defaults
/// would make each by interpolating a generic value, which looks up its conformances at run time
/// (`String(describing:)`): about 4.6 M instructions, a fifth of a run on a ten-line theme, before
/// any theme is read (docs/performance.md, "Start-up").
protocol ArgumentChoice: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension ArgumentChoice {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    public var defaultValueDescription: String { rawValue }
    /// No case has a description of its own (ArgumentParser lists one only where it differs from
    /// the value).
    public static var allValueDescriptions: [String: String] { [:] }

    /// The raw values, comma-separated, for help texts (made with the command, at every start).
    static var listed: String { allCases.map(\.rawValue).joinedText(separator: ", ") }
}

extension OutputFormat: ArgumentChoice {}
extension ExportTarget: ArgumentChoice {}
extension Appearance.DarkMode: ArgumentChoice {}
extension Appearance.SystemStyle: ArgumentChoice {}

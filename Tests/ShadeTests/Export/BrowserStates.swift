@testable import ShadeSyntax
@testable import ShadeCore
@testable import ShadeExport
@testable import ShadeImport
@testable import ShadeTools
import Shade

/// The browser states the CSS tests load a page in: every system preference (light/dark,
/// contrast no-preference/more) × every root switch (`data-scheme`, `data-contrast`, absent or
/// set) × every declared-axis value (or none), each with the axis settings it means for Shade.
enum BrowserStates {
    struct State {
        /// What `Browser/computed-colors.py` takes: `scheme`, `contrast`, `attributes`.
        var browser: [String: Any]
        /// The axis settings the state means (`["scheme": "dark", "contrast": "high", …]`).
        var settings: [String: String]
    }

    static func all(for theme: Theme) -> [State] {
        let choices: [(axis: String, value: String)?] =
            [nil] + theme.axes.dropFirst(2).flatMap { axis in axis.values.map { (axis.name, $0) } }
        var states: [State] = []
        for scheme in ["light", "dark"] {
            for contrast in ["no-preference", "more"] {
                for dataScheme in [nil, "light", "dark"] {
                    for dataContrast in [nil, "normal", "high"] {
                        for choice in choices {
                            var attributes: [String: String] = [:]
                            attributes["data-scheme"] = dataScheme
                            attributes["data-contrast"] = dataContrast
                            if let choice { attributes["data-\(choice.axis)"] = choice.value }
                            var settings = [
                                "scheme": dataScheme ?? scheme,
                                "contrast": dataContrast ?? (contrast == "more" ? "high" : "normal")
                            ]
                            if let choice { settings[choice.axis] = choice.value }
                            states.append(
                                State(
                                    browser: ["scheme": scheme, "contrast": contrast, "attributes": attributes],
                                    settings: settings))
                        }
                    }
                }
            }
        }
        return states
    }
}

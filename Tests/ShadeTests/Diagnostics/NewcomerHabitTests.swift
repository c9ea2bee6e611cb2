import Testing
import Shade

/// Habits of CSS, UIKit and JavaScript: each gets one error at the habit, whose help line is the
/// Shade way (and, through the suggestion, the editor's quick fix).
@Suite("Newcomer habits")
struct NewcomerHabitTests {
    static let cases: [(source: String, rendered: String)] = [
        (
            "font f = font(\"Inter\", 17)",
            """
            theme.shade:1:24: error: this argument of 'font' must be dimension, but this is number
              font f = font("Inter", 17)
                                     ^~
              = help: did you mean '17pt'?
              = note: a dimension needs a unit: pt, px, dp, rem, em, ms, s
            """
        ),
        (
            "color a = red",
            """
            theme.shade:1:11: error: unknown name 'red'
              color a = red
                        ^~~
              = help: did you mean '#ff0000'?
              = note: Shade has no CSS color names; write a hex color, or a token of your palette
            """
        ),
        (
            "color a = white",
            """
            theme.shade:1:11: error: unknown name 'white'
              color a = white
                        ^~~~~
              = help: did you mean '#ffffff'?
              = note: Shade has no CSS color names; write a hex color, or a token of your palette
            """
        ),
        (
            "color a = transparent",
            """
            theme.shade:1:11: error: unknown name 'transparent'
              color a = transparent
                        ^~~~~~~~~~~
              = help: did you mean '#00000000'?
              = note: Shade has no CSS color names; write a hex color, or a token of your palette
            """
        ),
        (
            "color a = UIColor.systemBlue",
            """
            theme.shade:1:11: error: 'UIColor' is UIKit's; Shade names a system color without a type
              color a = UIColor.systemBlue
                        ^~~~~~~~~~~~~~~~~~
              = help: did you mean 'systemBlue'?
            """
        ),
        (
            "color a = NSColor.labelColor",
            """
            theme.shade:1:11: error: 'NSColor' is AppKit's; Shade names a system color without a type
              color a = NSColor.labelColor
                        ^~~~~~~~~~~~~~~~~~
              = help: did you mean 'label'?
            """
        ),
        (
            "color a = UIColor.red",
            """
            theme.shade:1:11: error: 'UIColor' is UIKit's; Shade names a system color without a type
              color a = UIColor.red
                        ^~~~~~~~~~~
              = note: a system color is a plain name, such as systemBlue or label
            """
        ),
        (
            "number n = .5",
            """
            theme.shade:1:12: error: a number starts with a digit
              number n = .5
                         ^~
              = help: did you mean '0.5'?
            """
        ),
        (
            "dimension d = 16PX",
            """
            theme.shade:1:15: error: units are written in lower case: 'px', not 'PX'
              dimension d = 16PX
                            ^~~~
              = help: did you mean '16px'?
            """
        ),
        (
            "color c = hsl(220deg, 0.5, 0.5)",
            """
            theme.shade:1:15: error: a hue is a plain number of degrees, written without 'deg'
              color c = hsl(220deg, 0.5, 0.5)
                            ^~~~~~
              = help: did you mean '220'?
            """
        ),
        (
            "color a = #fff;",
            """
            theme.shade:1:15: error: Shade statements end at the line's end; remove the ';'
              color a = #fff;
                            ^
            """
        ),
        (
            "color my-color = #fff",
            """
            theme.shade:1:7: error: names are camelCase; 'my-color' would read as a subtraction
              color my-color = #fff
                    ^~~~~~~~
              = help: did you mean 'myColor'?
            """
        ),
        (
            "color myColor = #fff\ncolor b = alpha(my-accent-color, 0.5)",
            """
            theme.shade:2:17: error: names are camelCase; 'my-accent-color' would read as a subtraction
              color b = alpha(my-accent-color, 0.5)
                              ^~~~~~~~~~~~~~~
              = help: did you mean 'myAccentColor'?
            """
        ),
        (
            "number n = 2x",
            """
            theme.shade:1:12: error: 'x' is not a unit; a scale is a plain number, a size a dimension
              number n = 2x
                         ^~
              = help: did you mean '2' or '2pt'?
            """
        ),
        (
            "color c = dynamic(light: #fff, night: #000)",
            """
            theme.shade:1:32: error: 'night' is not an appearance value; \
            label the values of 'dynamic' with the values of one axis
              color c = dynamic(light: #fff, night: #000)
                                             ^~~~~
              = help: did you mean 'dark'?
            """
        ),
        (
            "color a = #fff\ncolor b = a.withAlphaComponent(0.5)",
            """
            theme.shade:2:11: error: Shade has no methods; call the function 'alpha' with the value as its first argument
              color b = a.withAlphaComponent(0.5)
                        ^~~~~~~~~~~~~~~~~~~~~~~~~
              = help: did you mean 'alpha(a, 0.5)'?
            """
        ),
        (
            "color a = #fff\ncolor b = a.mix(#000, t: 0.3)",
            """
            theme.shade:2:11: error: Shade has no methods; call the function 'mix' with the value as its first argument
              color b = a.mix(#000, t: 0.3)
                        ^~~~~~~~~~~~~~~~~~~
              = help: did you mean 'mix(a, #000, t: 0.3)'?
            """
        ),
        // A misspelled name inside a token never suggests that token: it would name itself.
        (
            "color accent = acent",
            """
            theme.shade:1:16: error: unknown name 'acent'
              color accent = acent
                             ^~~~~
            """
        ),
        (
            "color label = primary",
            """
            theme.shade:1:15: error: unknown name 'primary'
              color label = primary
                            ^~~~~~~
            """
        ),
        (
            "group Semantic {\n  color background = backgrund\n  color backdrop = backgrund\n}",
            """
            theme.shade:2:22: error: unknown name 'backgrund'
                color background = backgrund
                                   ^~~~~~~~~
            theme.shade:3:20: error: unknown name 'backgrund'
                color backdrop = backgrund
                                 ^~~~~~~~~
              = help: did you mean 'background'?
            """
        )
    ]

    @Test("one error with Shade's way", arguments: cases)
    func habit(_ row: (source: String, rendered: String)) {
        let theme = load(row.source + "\n")
        #expect(rendered(theme) == row.rendered + "\n")
    }

    /// Where a theme declares the name, the habit's reading does not apply.
    @Test("a theme's own 'Color' group, 'red' token and 'b-c' subtraction are read as declared")
    func declaredNames() {
        let theme = load(
            "group Color { color red = #ff0000 }\ncolor a = Color.red\nnumber b = 3\nnumber c = 1\nnumber d = b-c\n")
        #expect(rendered(theme) == "")
        #expect(theme.string("a") == "#ff0000")
        #expect(theme.string("d") == "2")
    }
}

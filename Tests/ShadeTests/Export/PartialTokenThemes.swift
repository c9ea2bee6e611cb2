/// Themes with tokens of some appearances (docs/language.md, Tokens of some appearances), for
/// the tests that check each target's consumer leaves a token out exactly where eval says it is
/// absent. Primer defines some tokens in its dark themes only (a highlight on raised surfaces).
enum PartialTokenThemes {
    /// Present in dark only, in high contrast only, in one combination, in a declared axis's
    /// value, and absent in the default appearance or present there and absent elsewhere.
    static let axes = """
        axis dim { off, dimmed }
        color base = #336699
        group shadow {
          when dark {
            /// The top edge of raised surfaces, in dark themes only.
            color highlight = #ffffff1a
          }
        }
        when high { color outline = #000000 }
        when light { color paper = #fefefe }
        when dark, dimmed { color dimGlow = alpha(base, 0.5) }
        when dimmed { color muted = mix(base, #000000) }
        when dark, high { muted = #101010 }
        color border = #d0d7de
        when dark { border = mix(inherited, shadow.highlight) }
        """

    /// The same with listed appearances: a combination that is not listed shows its fallback,
    /// and the token exists there exactly when it does in the appearance shown
    /// (`dark-high-dimmed` shows `dark-high`, where `dimOnly` does not exist).
    static let listed = """
        axis dim { off, dimmed }
        appearances { light, dark, dark-dimmed, light-high, dark-high }
        when dimmed { color dimOnly = #222222 }
        when dark { color darkOnly = #333333 }
        when light { color lightOnly = #444444 }
        color everywhere = #555555
        """
}

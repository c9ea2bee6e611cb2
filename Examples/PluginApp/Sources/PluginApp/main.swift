// Uses the generated code: the parts that need only Foundation compile everywhere; colors and
// fonts (UIKit, AppKit, SwiftUI) on Apple platforms.
print("spacing: \(Theme.Spacing.small)–\(Theme.Spacing.large)")
#if canImport(UIKit) || canImport(AppKit)
print("text: \(Theme.Text.primary)")
#endif

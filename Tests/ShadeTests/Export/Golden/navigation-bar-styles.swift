#if canImport(UIKit)
// MARK: - Component styles (UIKit appearance proxies)

extension Theme {
    /// Sets the theme's component styles on the UIKit appearance proxies: the plain style on
    /// `appearance()`, each `style … in A, B` on `appearance(whenContainedInInstancesOf: [A.self, B.self])`.
    /// Only the properties the theme customizes are set; in a context with `reset`, they are
    /// set to the component's defaults. Colors stay dynamic; other values that vary are taken
    /// for `traits`. Call it before the views are created (at launch): UIKit gives a view its
    /// proxies' values when the view enters a window.
    @MainActor public static func applyStyles(compatibleWith traits: UIKit.UITraitCollection = UIKit.UITraitCollection.current) {
        shadeApplyStyles(traits)
    }

    /// Sets the properties the theme customizes on `UINavigationBar.appearance()` to the component's
    /// defaults, so system UI presented now looks as the platform made it, and returns a closure
    /// that puts back what the proxy held: call it when that UI is dismissed.
    @MainActor public static func resetToDefaultAppearance(
        of component: UINavigationBar.Type, compatibleWith traits: UIKit.UITraitCollection = UIKit.UITraitCollection.current
    ) -> @MainActor () -> Void {
        shadeResetToDefaultAppearance(component, traits)
    }
}

/// Sets every style of `Theme` on its appearance proxy.
@MainActor private func shadeApplyStyles(_ traits: UIKit.UITraitCollection) {
    // UINavigationBar (plain style)
    do {
        let proxy = UINavigationBar.appearance()
        proxy.barTintColor = ShadeColor.shadeDynamic(light: 0x34c759ff, dark: 0x30d158ff)
        proxy.tintColor = ShadeColor.shadeDynamic(light: 0x34c759ff, dark: 0x30d158ff)
        proxy.titleTextAttributes = (proxy.titleTextAttributes ?? [:]).merging([.font: ShadeFont.shadeFont("Marker Felt", size: 24.0, weight: .regular)]) { $1 }
    }

    // UINavigationBar in CNContactViewController, reset to the defaults
    do {
        let proxy = UINavigationBar.appearance(whenContainedInInstancesOf: [CNContactViewController.self])
        proxy.barTintColor = ShadeColor.shadeDynamic(light: 0xffffffff, dark: 0x1c1c1eff)
        proxy.tintColor = ShadeColor.shadeDynamic(light: 0x007affff, dark: 0x0a84ffff)
        proxy.titleTextAttributes = (proxy.titleTextAttributes ?? [:]).merging([.font: ShadeFont.shadeFont("SF Pro Text", size: 17.0, weight: .semibold), .foregroundColor: ShadeColor.shadeDynamic(light: 0x000000ff, dark: 0xffffffff)]) { $1 }
    }

    // UINavigationBar in SettingsController
    do {
        let proxy = UINavigationBar.appearance(whenContainedInInstancesOf: [SettingsController.self])
        proxy.barTintColor = ShadeColor.shadeDynamic(light: 0x34c759ff, dark: 0x30d158ff)
        proxy.tintColor = ShadeColor.shadeDynamic(light: 0x000000ff, dark: 0xffffffff)
        proxy.titleTextAttributes = (proxy.titleTextAttributes ?? [:]).merging([.font: ShadeTraits.shadeFonts { traits in
            switch traits.shadeContrast {
            case .normal: ShadeFont.shadeFont("Marker Felt", size: 24.0, weight: .regular, compatibleWith: traits)
            case .high: ShadeFont.shadeFont("Marker Felt", size: 24.0, weight: .bold, compatibleWith: traits)
            }
        }(traits)]) { $1 }
    }

    // UINavigationBar in ProfileController, SettingsController
    do {
        let proxy = UINavigationBar.appearance(whenContainedInInstancesOf: [ProfileController.self, SettingsController.self])
        proxy.barTintColor = ShadeColor.shadeDynamic(light: 0x5856d6ff, lightHigh: 0x1a1a66ff, dark: 0x5e5ce6ff, darkHigh: 0x1a1a66ff)
        proxy.tintColor = ShadeColor.shadeDynamic(light: 0x000000ff, dark: 0xffffffff)
        proxy.titleTextAttributes = (proxy.titleTextAttributes ?? [:]).merging([.font: ShadeTraits.shadeFonts { traits in
            switch traits.shadeContrast {
            case .normal: ShadeFont.shadeFont("Marker Felt", size: 24.0, weight: .regular, compatibleWith: traits)
            case .high: ShadeFont.shadeFont("Marker Felt", size: 24.0, weight: .bold, compatibleWith: traits)
            }
        }(traits), .foregroundColor: ShadeColor.shadeRGBA(0xffffffff)]) { $1 }
    }
}

/// Resets `barTintColor`, `tintColor`, `titleFont` of `UINavigationBar.appearance()` to the defaults;
/// the closure restores what the proxy held.
@MainActor private func shadeResetToDefaultAppearance(
    _: UINavigationBar.Type, _ traits: UIKit.UITraitCollection
) -> @MainActor () -> Void {
    let proxy = UINavigationBar.appearance()
    let savedBarTintColor = proxy.barTintColor
    let savedTintColor = proxy.tintColor
    let savedTitleTextAttributes = proxy.titleTextAttributes
    proxy.barTintColor = ShadeColor.shadeDynamic(light: 0xffffffff, dark: 0x1c1c1eff)
    proxy.tintColor = ShadeColor.shadeDynamic(light: 0x007affff, dark: 0x0a84ffff)
    proxy.titleTextAttributes = (proxy.titleTextAttributes ?? [:]).merging([.font: ShadeFont.shadeFont("SF Pro Text", size: 17.0, weight: .semibold)]) { $1 }
    return {
        proxy.barTintColor = savedBarTintColor
        proxy.tintColor = savedTintColor
        proxy.titleTextAttributes = savedTitleTextAttributes
    }
}

#endif

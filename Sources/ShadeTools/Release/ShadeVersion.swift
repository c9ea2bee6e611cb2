/// Shade's version: the one place it is written. `shade --version` prints it, the language server
/// names it in `initialize`'s `serverInfo`, and tests keep CHANGELOG.md and the VS Code extension's
/// `package.json` equal to it.
///
/// Releases follow semantic versioning and are tagged `vMAJOR.MINOR.PATCH` on main; until the
/// first tag, packages depend on a checkout by path or on the `main` branch (README,
/// "Installation"). A release moves CHANGELOG.md's "Unreleased" section under the new version's
/// heading, sets ``current`` to it, and tags the commit.
package enum ShadeVersion {
    /// The version of this checkout: the next release while its section is "Unreleased".
    package static let current = "0.1.0"
}

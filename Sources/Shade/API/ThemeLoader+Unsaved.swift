extension ThemeLoader {
    /// Loads theme files, in order, into one theme, reading `unsaved` texts (keyed by path) in
    /// place of the files on disk wherever an entry or an import names one of them: what an
    /// editor shows wins over what it has not saved yet.
    public func load(files paths: [String], unsaved: [String: String]) -> Theme {
        var loader = ImportLoader()
        loader.readInstead(unsaved.mapValues { Array($0.utf8) })
        for path in paths { loader.loadEntry(path: path) }
        return finish(&loader)
    }
}

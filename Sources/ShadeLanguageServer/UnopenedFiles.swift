import Foundation
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeSyntax
import ShadeTools

/// Requests about a document the editor has not opened read it from disk: only a `.shade` file,
/// inside the workspace's folders, and not a large one — a request never reads an arbitrary file.
extension Workspace {
    /// The largest file read from disk for a request about a document that is not open.
    static let maximumUnopenedSize = 4 << 20

    /// The folders of `initialize`'s parameters (`workspaceFolders`, else `rootUri`), canonical.
    static func roots(in parameters: JSONValue?) -> [String] {
        var uris: [String] = []
        if case let .array(folders)? = parameters?["workspaceFolders"] {
            for folder in folders { if case let .string(uri)? = folder["uri"] { uris.append(uri) } }
        }
        if uris.isEmpty, case let .string(uri)? = parameters?["rootUri"] { uris.append(uri) }
        return uris.compactMap(DocumentURI.path(of:)).map(DocumentURI.canonical)
    }

    /// The bytes of the file of `uri`, or why they are not read.
    func unopenedFile(_ uri: String) throws(ResponseError) -> Data {
        guard let path = DocumentURI.path(of: uri) else { throw ResponseError(.requestFailed, "'\(uri)' is not open") }
        guard path.hasSuffix(".shade") else {
            throw ResponseError(.requestFailed, "'\(uri)' is not open, and only .shade files are read from disk")
        }
        let canonical = DocumentURI.canonical(path)
        let roots = workspaceRoots
        guard roots.isEmpty || roots.contains(where: { canonical.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
            throw ResponseError(.requestFailed, "'\(uri)' is not open, and is outside the workspace's folders")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: canonical)[.size] as? NSNumber)?.intValue
        guard let size else { throw ResponseError(.requestFailed, "cannot read '\(uri)'") }
        guard size <= Self.maximumUnopenedSize else {
            throw ResponseError(
                .requestFailed,
                "'\(uri)' is not open, and is larger than \(Self.maximumUnopenedSize >> 20) MB;"
                    + " open it in the editor to work on it")
        }
        guard let data = FileManager.default.contents(atPath: canonical), data.count <= Self.maximumUnopenedSize else {
            throw ResponseError(.requestFailed, "cannot read '\(uri)'")
        }
        return data
    }
}

import Foundation
import Shade
import ShadeSyntax
import ShadeCore
import ShadeExport
import ShadeImport
import ShadeTools
import ShadeTestSupport
import Testing

/// The manifest a folder export keeps, and the digest that recognizes its files.
@Suite("export manifest")
struct ExportManifestTests {
    /// FIPS 180-4 examples, and one of a length that needs a second padding block.
    static let digests: [(input: String, digest: String)] = [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            String(repeating: "a", count: 1000),
            "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"
        )
    ]

    /// Lengths around the block size (55, 56, 63, 64 … bytes of "abc…z" repeated), digests from
    /// python3's hashlib: one or two padding blocks, whole blocks read in place.
    static let blockEdges: [(length: Int, digest: String)] = [
        (55, "595615dbe4f0f407ae397d08b4c2cb870cb9b0e11937416f950c5160acf9c005"),
        (56, "784f623b787495078e93ff28a25b581df0584055a7e71d8cd90c454716b92f51"),
        (63, "5ca3e1ef5207490eac01a795e5cc94d59582a5118bf9534665c8668d87aa647c"),
        (64, "2fcd5a0d60e4c941381fcc4e00a4bf8be422c3ddfafb93c809e8d1e2bfffae8e"),
        (65, "1b3cd1877ab2f2f19f7be001722554f336cb799df0329de0bb4c118dc6abc06d"),
        (119, "faef67da856d6fd9c8d12f9ed0a4fefd3cf0ce085ab43e2907418d457e3c354b"),
        (120, "c9512b08619c19fbb503c7da6b46ef20301e5f7a7a5f43989182398536f5c5c8"),
        (128, "6c05be2c4268843ae47e68e611277ce62c02153f2f4d2e1e2a1a4b44f766cf74")
    ]

    @Test("SHA-256 at the block edges, as hashlib gives it", arguments: blockEdges)
    func blockEdge(_ length: Int, _ digest: String) {
        let bytes = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        #expect(ContentDigest.sha256(bytes) == digest)
        // A collection that is not contiguous takes the same digest.
        #expect(ContentDigest.sha256(bytes.lazy.map { $0 }) == digest)
    }

    /// XXH64 of "abc…z" repeated, around the algorithm's 4-, 8- and 32-byte steps, from the
    /// reference implementation (Tests/ShadeTests/Fixtures/make-xxh64-fixtures.py).
    static let xxh64: [(length: Int, digest: String)] = [
        (0, "ef46db3751d8e999"), (1, "d24ec4f1a98c6e5b"), (3, "44bc2cf5ad770999"), (4, "de0327b0d25d92cc"),
        (7, "1860940e2902822d"), (8, "3ad351775b4634b7"), (31, "f7d421c242541ac9"), (32, "4da6cbe536cf55c7"),
        (33, "9ac581034b031f72"), (63, "a12b47d9d143a6bc"), (64, "14696b774542d718"), (100, "79c9fa152bb53c71"),
        (1000, "94b86db9a16d86a9")
    ]

    @Test("a manifest records XXH64, as the reference implementation gives it", arguments: xxh64)
    func xxh64Digest(_ length: Int, _ digest: String) {
        let bytes = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        #expect(ContentDigest.of(bytes) == "xxh64:" + digest)
        #expect(ContentDigest.matches(bytes, "xxh64:" + digest))
        #expect(!ContentDigest.matches(bytes + [0], "xxh64:" + digest))
    }

    @Test("a file recorded by an older manifest's SHA-256 is still the export's own")
    func ownsBySHA256() {
        let bytes = Array("abc".utf8)
        let manifest = ExportManifest(files: ["a.json": [Self.digests[1].digest]])
        #expect(manifest.owns("a.json", bytes: bytes))
        #expect(!manifest.owns("a.json", bytes: Array("abd".utf8)))
        #expect(!manifest.owns("b.json", bytes: bytes))
        let both = ExportManifest(files: ["a.json": [ContentDigest.of(Array("new".utf8)), Self.digests[1].digest]])
        #expect(both.owns("a.json", bytes: bytes) && both.owns("a.json", bytes: Array("new".utf8)))
    }

    @Test("SHA-256 gives the published digests", arguments: digests.indices)
    func digest(_ index: Int) {
        #expect(ContentDigest.sha256(Array(Self.digests[index].input.utf8)) == Self.digests[index].digest)
    }

    @Test("a path with any hostile text reads back as written, or is refused as unsafe", arguments: HostileCorpus.all)
    func roundTrip(_ text: String) {
        let path = "group" + text + "name.colorset/Contents.json"
        let manifest = ExportManifest(
            files: [path: [ContentDigest.sha256(Array(path.utf8))]], folders: ["group" + text])
        let decoded = ExportManifest.decoded(manifest.encoded())
        if ExportManifest.isSafeRelativePath(path) && ExportManifest.isSafeRelativePath("group" + text) {
            #expect(decoded == manifest)
        } else {
            #expect(decoded == nil)
        }
    }

    /// Paths inside the folder, and whether they stay inside it.
    static let paths: [(path: String, safe: Bool)] = [
        ("values/colors.xml", true), ("Contents.json", true), (".hidden", true), ("a..b", true),
        ("", false), ("/etc/passwd", false), ("../outside", false), ("values/../../x", false), ("./x", false),
        ("a//b", false), ("a/", false), ("..", false), (".", false)
    ]

    @Test("only paths that stay inside the folder are accepted", arguments: paths.indices)
    func safePaths(_ index: Int) {
        #expect(ExportManifest.isSafeRelativePath(Self.paths[index].path) == Self.paths[index].safe)
    }

    @Test("a manifest naming a path outside the folder is not read", arguments: ["../x", "/tmp/x", "a/../../x"])
    func refusesEscape(_ path: String) {
        let text = "{\"version\": 1, \"files\": {\"\(path)\": [\"00\"]}, \"folders\": []}"
        #expect(ExportManifest.decoded(Array(text.utf8)) == nil)
    }

    /// Texts that are not a manifest of this shape: each is refused, as a whole.
    static let notManifests: [String] = [
        "", "[]", "{}", "{\"version\": 2, \"files\": {}, \"folders\": []}",
        "{\"version\": \"1\", \"files\": {}, \"folders\": []}",
        "{\"version\": 1, \"files\": [], \"folders\": []}",
        "{\"version\": 1, \"files\": {\"a\": \"00\"}, \"folders\": []}",
        "{\"version\": 1, \"files\": {\"a\": [0]}, \"folders\": []}",
        "{\"version\": 1, \"files\": {}, \"folders\": [\"a\", null]}",
        "{\"version\": 1, \"files\": {}}",
        "{\"version\": 1, \"files\": {\"\u{FFFD}\": []}, \"folders\": []}\u{0}"
    ]

    @Test("a text of another shape is not read as a manifest", arguments: notManifests)
    func refusesShape(_ text: String) {
        #expect(ExportManifest.decoded(Array(text.utf8)) == nil)
    }

    @Test("a manifest's other fields are left unread, and invalid UTF-8 is no manifest")
    func otherFields() {
        let text = "{\"generator\": \"x\", \"version\": 1, \"files\": {\"a\": [\"1\", \"2\"]}, \"folders\": [\"b\"]}"
        #expect(ExportManifest.decoded(Array(text.utf8)) == ExportManifest(files: ["a": ["1", "2"]], folders: ["b"]))
        let invalid = Array("{\"version\": 1, \"files\": {\"".utf8) + [0xFF] + Array("\": []}, \"folders\": []}".utf8)
        #expect(ExportManifest.decoded(invalid) == nil)
    }

    @Test("a file is the export's own only while its bytes have a recorded digest")
    func owns() {
        let manifest = ExportManifest(files: ["a.json": ["1", "2"]])
        #expect(manifest.owns("a.json", digest: "1") && manifest.owns("a.json", digest: "2"))
        #expect(!manifest.owns("a.json", digest: "3") && !manifest.owns("b.json", digest: "1"))
    }
}

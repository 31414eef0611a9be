import Foundation

/// The documents this package gives its readers: README, the documentation catalog's articles and tutorials, and
/// the documents beside the code they describe. The tests that hold the documents' figures and sample screens to
/// what the code prints read them all from here, so moving a paragraph between documents keeps it checked.
public enum ProjectDocuments {
    /// The catalog's article that holds `mvx report`'s table between its markers.
    public static let claimsArticle = "Docs/MVX.docc/Measures/Claims.md"
    /// The catalog's article that holds the module table.
    public static let layoutArticle = "Docs/MVX.docc/Essentials/Layout.md"
    /// The documents beside the code, by path from the package's root.
    public static let besideTheCode = ["README.md", "Benchmarks/README.md", "Sources/Server/README.md"]
    /// The documentation catalog, by path from the package's root.
    public static let catalog = "Docs/MVX.docc"

    /// Every document under `root`: the ones beside the code, then the catalog's `.md` and `.tutorial` files and
    /// the toolkits' catalogs (`Sources/NAME/NAME.docc`), each group sorted by path.
    public static func all(in root: URL) -> [URL] {
        let manager = FileManager.default
        var catalogs = [catalog]
        if let sources = try? manager.contentsOfDirectory(atPath: root.appending(path: "Sources").path) {
            catalogs += sources.sorted().map { "Sources/\($0)/\($0).docc" }
        }
        var found: [URL] = besideTheCode.map { root.appending(path: $0) }
        for folder in catalogs {
            let base = root.appending(path: folder)
            guard let files = manager.enumerator(atPath: base.path) else { continue }
            let texts = files.compactMap { $0 as? String }.filter {
                $0.hasSuffix(".md") || $0.hasSuffix(".tutorial")
            }
            found += texts.sorted().map { base.appending(path: $0) }
        }
        return found.filter { manager.fileExists(atPath: $0.path) }
    }
}

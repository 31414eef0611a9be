import Foundation

/// The package's files as the report reads them: Swift sources under a root, by path relative to it.
public struct SourceTree: Sendable {
    /// Each `.swift` file's path relative to the root (`Sources/MVC/News/NewsModel.swift`) and its text.
    public let files: [String: String]
    /// The text of the committed coverage cache (``CoverageCache/path``), if the package has one.
    public let coverageCache: String?
    /// Each link under `Sources` and `Tests` and the folder or file it leads to, both relative to the root
    /// (`Sources/MVCWeb/Views` → `Sources/MVCViews`): how a module compiles another folder's files as its own.
    public let links: [String: String]

    /// Reads every `.swift` file under `root`'s `Sources` and `Tests` folders, each once: links are not followed.
    public init(root: URL) throws(ReportError) {
        var files: [String: String] = [:]
        var links: [String: String] = [:]
        let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
        func relative(_ url: URL) -> String {
            String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count).drop { $0 == "/" })
        }
        for folder in ["Sources", "Tests"] {
            let base = root.appending(path: folder)
            guard
                let walker = FileManager.default.enumerator(
                    at: base, includingPropertiesForKeys: [.isSymbolicLinkKey])
            else { continue }
            for case let url as URL in walker {
                // A link is a second way to the same files (a front-end module's `Views`): each file is read once.
                if (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) == true {
                    walker.skipDescendants()
                    let target = url.resolvingSymlinksInPath().path
                    if target.hasPrefix(rootPath + "/") {
                        links[relative(url)] = String(target.dropFirst(rootPath.count + 1))
                    }
                    continue
                }
                guard url.pathExtension == "swift" else { continue }
                guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                    throw .unreadable(url.path)
                }
                files[relative(url)] = text
            }
        }
        guard !files.isEmpty else { throw .notAPackage(root.path) }
        self.files = files
        self.links = links
        coverageCache = try? String(contentsOf: root.appending(path: CoverageCache.path), encoding: .utf8)
    }

    /// A tree of the given files, coverage cache and links, for tests.
    public init(files: [String: String], coverageCache: String? = nil, links: [String: String] = [:]) {
        self.files = files
        self.coverageCache = coverageCache
        self.links = links
    }

    /// The files whose path starts with one of `prefixes` (a folder ends with `/`).
    func files(under prefixes: [String]) -> [(path: String, text: String)] {
        files.filter { path, _ in prefixes.contains { path.hasPrefix($0) } }.sorted { $0.key < $1.key }
            .map { ($0.key, $0.value) }
    }
}

/// Why the report could not be made.
public enum ReportError: Error, CustomStringConvertible, Equatable {
    /// A source file could not be read as UTF-8.
    case unreadable(String)
    /// The folder holds no `Sources` or `Tests` Swift files.
    case notAPackage(String)
    /// The coverage file is not an `llvm-cov export` JSON.
    case unreadableCoverage(String)
    /// The coverage file cannot be read: not a regular file, too large, unreadable.
    case coverageFile(String)

    public var description: String {
        switch self {
        case .unreadable(let path): "Could not read \(path) as UTF-8 text."
        case .notAPackage(let path):
            "\(path) has no Swift files under Sources or Tests. Run mvx report in the MVX package, or pass --root."
        case .coverageFile(let reason):
            "The coverage file cannot be used: \(reason). Give --coverage the file `swift test --show-codecov-path` "
                + "names after `swift test --enable-code-coverage`."
        case .unreadableCoverage(let reason):
            "The coverage file is not an llvm-cov export JSON (\(reason)). Give --coverage the file "
                + "`swift test --show-codecov-path` names after `swift test --enable-code-coverage`."
        }
    }
}

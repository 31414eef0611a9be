import Foundation

/// The committed line coverage of the files the presentation-logic claim reads, so that `mvx report` measures it
/// without a coverage run: each file's executable and executed lines, as the unit tests that import no UI module left
/// them, and a fingerprint of the text they were measured on. A file whose text changed since makes the cache stale,
/// and the claim says so instead of using it.
public struct CoverageCache: Codable, Sendable, Equatable {
    /// One file's lines and the fingerprint of its text.
    public struct Entry: Codable, Sendable, Equatable {
        /// Lines llvm-cov counts as executable.
        public var count: Int
        /// Those the UI-free unit tests executed.
        public var covered: Int
        /// ``CoverageCache/fingerprint(_:)`` of the text measured.
        public var fingerprint: String
    }

    /// Where the cache lives, from the package root.
    public static let path = "Tests/UIFreeCoverage.json"

    /// The command that makes the cache anew from a coverage run of the UI-free unit tests.
    public static let refreshCommand = ".ci/refresh-ui-free-coverage"

    /// What the file is, for a reader who opens it.
    public var about: String
    /// By path from the package root.
    public var files: [String: Entry]

    /// The cache of `paths` (the files of `tree` the claim reads), with their lines from `coverage`; a file llvm-cov
    /// does not list has no executable lines.
    public init(paths: [String], tree: SourceTree, coverage: Coverage) {
        about =
            "Line coverage of the files the presentation-logic claim of `mvx report` reads, by the unit tests that "
            + "import no UI module, with a fingerprint of each file's text. Made by: \(Self.refreshCommand)"
        files = Dictionary(
            uniqueKeysWithValues: paths.map { path in
                let lines = coverage.files[path] ?? Coverage.Lines(count: 0, covered: 0)
                return (
                    path,
                    Entry(
                        count: lines.count, covered: lines.covered,
                        fingerprint: Self.fingerprint(tree.files[path] ?? ""))
                )
            })
    }

    /// Reads the cache's JSON.
    public init(json: String) throws(ReportError) {
        do {
            self = try JSONDecoder().decode(CoverageCache.self, from: Data(json.utf8))
        } catch {
            throw .unreadableCoverage(
                "\(Self.path) is not a coverage cache (\(error)); make it anew: \(Self.refreshCommand)")
        }
    }

    /// The cache as the committed file holds it: sorted, one entry a line, ending in a newline.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The files among `paths` whose text in `tree` is not the text measured, those the cache lacks, and those it
    /// holds that are no longer among `paths`; empty when the cache is fresh.
    public func staleFiles(for paths: [String], in tree: SourceTree) -> [String] {
        let changed = paths.filter { path in
            files[path]?.fingerprint != Self.fingerprint(tree.files[path] ?? "")
        }
        return (changed + files.keys.filter { !paths.contains($0) }).sorted()
    }

    /// The cached lines as coverage.
    public var coverage: Coverage {
        Coverage(files: files.mapValues { Coverage.Lines(count: $0.count, covered: $0.covered) })
    }

    /// A 64-bit FNV-1a hash of `text`'s UTF-8 bytes, in hex: it tells a changed file, not a forged one.
    public static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

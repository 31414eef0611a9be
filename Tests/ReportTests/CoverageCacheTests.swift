import Foundation
import Report
import Testing

/// The committed coverage cache, which lets `mvx report` measure the presentation-logic claim without a coverage run,
/// is the coverage of the sources as they are; `MVX_COVERAGE_EXPORT=FILE` makes it anew from an llvm-cov export.
struct CoverageCacheTests {
    static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func theCommittedCacheIsTheCoverageOfTheSourcesAsTheyAre() throws {
        // Given this package's sources, and a new export if one is given
        let tree = try SourceTree(root: Self.root)
        let paths = Claim.presentationPaths(tree)
        let cacheFile = Self.root.appending(path: CoverageCache.path)
        if let export = ProcessInfo.processInfo.environment["MVX_COVERAGE_EXPORT"] {
            let cache = CoverageCache(paths: paths, tree: tree, coverage: try Coverage.read(path: export))
            try Data(cache.json.utf8).write(to: cacheFile)
        }
        // When the committed cache is read
        let cache = try CoverageCache(json: try String(contentsOf: cacheFile, encoding: .utf8))
        // Then every file it measured is unchanged, and it measured every file the claim reads
        let stale = cache.staleFiles(for: paths, in: try SourceTree(root: Self.root))
        #expect(
            stale.isEmpty,
            "\(CoverageCache.path) is stale (\(stale.joined(separator: ", "))); refresh it: \(CoverageCache.refreshCommand)"
        )
        // And the report measures the claim from it
        let claim = try #require(
            CodeReport(tree: try SourceTree(root: Self.root)).claims.first { $0.id == "presentation-logic-testable" })
        #expect(claim.verdict != .unmeasured, "\(claim.threshold)")
    }

    @Test func aChangedFileMakesTheCacheStaleAndTheClaimSaysHowToRefreshIt() throws {
        // Given a cache made on one text of the presenter
        let presenter = "Sources/MVP/Counter/CounterPresenter.swift"
        let tree = SourceTree(files: [
            presenter: "let a = 0\n", "Sources/MVCViews/Counter/CounterViewController.swift": "let b = 0\n",
        ])
        let coverage = Coverage(files: [presenter: Coverage.Lines(count: 10, covered: 9)])
        let cache = CoverageCache(paths: Claim.presentationPaths(tree), tree: tree, coverage: coverage)
        // When the presenter changes
        var files = tree.files
        files[presenter] = "let a = 1\n"
        let changed = SourceTree(files: files, coverageCache: cache.json)
        // Then the cache names it, and the claim is unmeasured, saying the command that refreshes the cache
        #expect(cache.staleFiles(for: Claim.presentationPaths(changed), in: changed) == [presenter])
        let claim = try #require(CodeReport(tree: changed).claims.first { $0.id == "presentation-logic-testable" })
        #expect(claim.verdict == .unmeasured)
        #expect(claim.threshold.contains("stale") && claim.threshold.contains(CoverageCache.refreshCommand))
        // And on the unchanged tree the cache is read back as the coverage it was made from
        let fresh = SourceTree(files: tree.files, coverageCache: cache.json)
        let measured = try #require(CodeReport(tree: fresh).claims.first { $0.id == "presentation-logic-testable" })
        #expect(measured.figuresText.contains("MVP 90%"))
    }

    @Test func theCacheHoldsOnlyLineCountsAndFingerprints() throws {
        // Given a cache of one file
        let tree = SourceTree(files: ["Sources/MVP/Print/PrintPresenter.swift": "let a = 0\n"])
        let cache = CoverageCache(
            paths: ["Sources/MVP/Print/PrintPresenter.swift"], tree: tree,
            coverage: Coverage(files: ["Sources/MVP/Print/PrintPresenter.swift": Coverage.Lines(count: 4, covered: 3)]))
        // When it is written and read back
        let read = try CoverageCache(json: cache.json)
        // Then it is the same, each entry three fields
        #expect(read == cache)
        #expect(cache.json.contains("\"count\" : 4") && cache.json.contains("\"covered\" : 3"))
        #expect(read.files.values.allSatisfy { $0.fingerprint.count == 16 })
    }
}

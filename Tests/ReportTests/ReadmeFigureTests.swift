import Foundation
import Report
import Testing

/// The figures README's prose quotes from `mvx diff` are what it prints for this package: none is typed by hand and
/// left to drift.
struct ReadmeFigureTests {
    @Test func everyDiffSummaryReadmeQuotesIsWhatMvxDiffPrints() throws {
        // Given README, its line breaks as spaces, and this package's sources
        let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appending(path: "README.md"), encoding: .utf8)
        let prose = readme.split(whereSeparator: \.isNewline).joined(separator: " ")
        let tree = try SourceTree(root: root)
        // When each `mvx diff SCENE A B` README shows is followed, before the next one, by a summary line
        let quotes = prose.matches(
            of:
                /mvx diff (\w+) ([\w-]+) ([\w-]+)(?:(?!mvx diff).)*?(lines changed per layer: [^`]*?\(files: \d+ roles\))/
        )
        #expect(!quotes.isEmpty)
        for quote in quotes {
            let (scene, old, new) = (String(quote.output.1), String(quote.output.2), String(quote.output.3))
            let from = try #require(ReportArchitecture(rawValue: old))
            let to = try #require(ReportArchitecture(rawValue: new))
            // Then that summary is the one mvx diff prints now
            let summary = try SceneDiff(scene: scene, from: from, to: to, in: tree).summary
            #expect(
                String(quote.output.4) == summary,
                "README's `mvx diff \(scene) \(old) \(new)`: run it and copy its last line")
        }
    }

    @Test func readmeCitesEverySeedAsTheReportDoes() throws {
        // Given README's prose, its line breaks as spaces
        let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appending(path: "README.md"), encoding: .utf8)
        let prose = readme.split(whereSeparator: \.isNewline).joined(separator: " ")
        // Then every seed appears by the title and file name the report cites it by
        for citation in Claim.seedCitations {
            #expect(prose.contains("`\(citation)`"), "README does not cite \(citation)")
        }
    }
}

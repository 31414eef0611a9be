import Foundation
import Report
import Testing

/// The figures the documents quote (README, the catalog, the documents beside the code) — `mvx diff`'s summaries,
/// the questions' answers, a file's code lines, the seeds'
/// citations — are what the report and `mvx diff` give for this package: none is typed by hand and left to drift.
struct ReadmeFigureTests {
    @Test func everyDiffSummaryReadmeQuotesIsWhatMvxDiffPrints() throws {
        // Given the documents' prose and this package's sources
        let prose = try Self.prose()
        let tree = try SourceTree(root: Self.root)
        // When each `mvx diff SCENE A B` they show is followed, before the next one, by a summary line
        let quotes = prose.matches(
            of:
                /mvx diff (\w+) ([\w-]+) ([\w-]+)(?:(?!mvx diff).)*?(lines changed per layer: [^`]*?\(files: \d+ pairs\))/
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
                "the documents' `mvx diff \(scene) \(old) \(new)`: run it and copy its last line")
        }
    }

    @Test func documentsCiteEverySeedAsTheReportDoes() throws {
        // Given the documents' prose
        let prose = try Self.prose()
        // Then every seed appears by the title and file name the report cites it by
        for citation in Claim.seedCitations {
            #expect(prose.contains("`\(citation)`"), "no document cites \(citation)")
        }
    }

    @Test func everyQuestionsAnswerIsQuotedAsTheReportGivesIt() throws {
        // Given the documents' prose and this package's report
        let prose = try Self.prose()
        let report = CodeReport(tree: try SourceTree(root: Self.root))
        // Then each question's answer appears, in backticks, as the report words it now
        for question in report.questions {
            #expect(
                prose.contains("`\(question.answer)`"),
                "the documents should quote the answer to \(question.id) as mvx report gives it: \(question.answer)")
        }
    }

    @Test func everyFileReadmeCountsHasTheCodeLinesItSays() throws {
        // Given each "`Sources/….swift`, N code lines" in the documents' prose
        let prose = try Self.prose()
        let counted = prose.matches(of: /`((?:Sources|Tests)\/[^`]+\.swift)`, (\d+) code lines/)
        #expect(!counted.isEmpty)
        for file in counted {
            let text = try String(contentsOf: Self.root.appending(path: String(file.output.1)), encoding: .utf8)
            // Then the file has that many code lines, counted as mvx report counts them
            #expect(LineCounter.codeLines(in: text) == Int(file.output.2), "\(file.output.1)")
        }
    }

    @Test func documentsNameNothingAReaderCannotOpen() throws {
        // Given every document of the package
        for document in ProjectDocuments.all(in: Self.root) {
            let text = try String(contentsOf: document, encoding: .utf8)
            // Then none points outside the repository, at a specification it does not hold, or at a tracker's issue
            for pattern in [#/\.\./shared/#, #/\bSPEC\b/#, #/\bissue #\d+/#, #/\bseeds\//#] {
                #expect(text.firstMatch(of: pattern) == nil, "\(document.lastPathComponent): \(pattern)")
            }
        }
    }

    static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The project's documents, one after the other, with every run of whitespace, line breaks included, as one
    /// space.
    static func prose() throws -> String {
        let texts = try ProjectDocuments.all(in: root).map { try String(contentsOf: $0, encoding: .utf8) }
        return texts.joined(separator: "\n").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

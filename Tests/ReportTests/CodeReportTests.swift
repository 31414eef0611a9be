import Foundation
import Report
import Testing

/// `mvx report` on a small fixture tree with known answers, and on this package against README's table.
struct CodeReportTests {
    static let tree = SourceTree(files: [
        "Sources/MVC/News/NewsViewController.swift":
            "import TerminalKit\n\n// A comment.\nfinal class A {\n    let b = 1\n}\n",
        "Sources/MVP/News/NewsPresenter.swift": "public final class P {\n    /// Doc.\n    func f() {}\n}\n",
        "Sources/MVP/News/NewsCellPresenter.swift": "struct C {}\n",
        "Sources/MVPTerminal/News/NewsViewController.swift": "class V {\n}\n",
        "Sources/MVPTerminal/News/NewsRowCell.swift": "class R {\n}\n",
        "Sources/SceneViews/News/NewsCell.swift": "class Cell {}\n",
        "Sources/Model/Lists/PagedList+News.swift": "extension A {\n}\n",
        "Tests/MVCTests/NewsModelTests.swift": "import TerminalKit\n@Test func a() {}\n@Test func b() {}\n",
        "Tests/MVPTests/NewsPresenterTests.swift": "import MVP\n@Test func a() {}\n",
        "Tests/SceneSpecs/NewsSpecs.swift": "@Test func spec() {}\n",
    ])

    @Test func eachArchitectureRowCountsItsOwnLayers() throws {
        let report = CodeReport(tree: Self.tree)
        // Then only the scene and the architectures that exist have rows
        #expect(report.rows.map(\.architecture) == [.mvc, .mvp])
        let mvc = try #require(report.rows.first)
        #expect([mvc.logic, mvc.views, mvc.sharedViews, mvc.model] as [Int] == [4, 0, 1, 2])
        #expect([mvc.files, mvc.types, mvc.unitTests, mvc.unitTestsWithoutUI, mvc.specs] as [Int] == [1, 1, 2, 0, 1])
        let mvp = try #require(report.rows.last)
        let counts: [Int] = [mvp.logic, mvp.views, mvp.files, mvp.types, mvp.unitTests, mvp.unitTestsWithoutUI]
        #expect(counts == [4, 4, 4, 4, 1, 1])
    }

    @Test func claimsAreMeasuredOnTheNumbers() throws {
        let claims = CodeReport(tree: Self.tree).claims
        let mvp = try #require(claims.first { $0.claim.hasPrefix("MVP brings") })
        // MVP 8 lines against MVC 4: twice as much, the claim holds
        #expect(mvp.measured.contains("MVP 8 lines against MVC 4"))
        #expect(mvp.holds)
        let testable = try #require(claims.first { $0.claim.hasPrefix("Only MVP") })
        #expect(testable.measured.contains("MVC 0 of 2, MVP 1 of 1"))
        #expect(testable.holds)
        let binding = try #require(claims.first { $0.claim.hasPrefix("MVVM's binding") })
        // No MVVM cell code at all: 0 against MVP's 2 lines
        #expect(binding.measured.contains("MVVM 0 lines, MVP 3"))
    }

    @Test func theChartHasABarSegmentForEveryLayerWithLines() {
        let report = CodeReport(tree: Self.tree)
        let segments = report.rows.flatMap { [$0.model, $0.sharedViews, $0.logic, $0.views] }.filter { $0 > 0 }
        #expect(report.svg.hasPrefix("<svg "))
        #expect(report.svg.ranges(of: "<title>").count == segments.count)
        #expect(report.svg.contains("<title>News mvp logic: 4</title>"))
    }

    @Test func readmeShowsWhatTheReportPrintsForThisPackage() throws {
        // Given this package's sources, and README's table between its markers
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let report = CodeReport(tree: try SourceTree(root: root)).markdown
        let readme = try String(contentsOf: root.appending(path: "README.md"), encoding: .utf8)
        let table = try #require(ReadmeTable.table(in: readme))
        // Then they are the same: `swift run mvx report --update-readme` rewrites it when the code changes
        #expect(table == report)
    }
}

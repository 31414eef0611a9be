import Foundation
import Report
import Testing

/// `mvx report` on a small fixture tree with known answers, and on this package against the claims article's table.
struct CodeReportTests {
    static let tree = SourceTree(files: [
        "Sources/MVCViews/News/NewsViewController.swift":
            "import TerminalKit\n\n// A comment.\nfinal class A {\n    let b = 1\n}\n",
        "Sources/MVP/News/NewsPresenter.swift": "public final class P {\n    /// Doc.\n    func f() {}\n}\n",
        "Sources/MVP/News/NewsCellPresenter.swift": "struct C {}\n",
        "Sources/MVPViews/News/NewsViewController.swift": "class V {\n}\n",
        "Sources/MVPViews/News/NewsRowCell.swift": "class R {\n}\n",
        "Sources/SceneViews/News/NewsCell.swift": "class Cell {}\n",
        "Sources/Model/News/NewsAction.swift": "extension A {\n}\n",
        "Tests/MVCTests/NewsModelTests.swift": "import TerminalKit\n@Test func a() {}\n@Test func b() {}\n",
        "Tests/MVPTests/NewsPresenterTests.swift": "import MVP\n@Test func a() {}\n",
        "Tests/SceneSpecs/NewsSpecs.swift": "@Test func spec() {}\n",
    ])

    @Test func eachArchitectureRowCountsItsOwnLayers() throws {
        let report = CodeReport(tree: Self.tree)
        // Then only the scene and the architectures that exist have rows
        #expect(report.rows.map(\.architecture) == [.mvc, .mvp])
        // And MVC's view controller counts as a controller, not as a view or as logic (its import is not code)
        let mvc = try #require(report.rows.first)
        #expect([mvc.logic, mvc.controllers, mvc.views, mvc.sharedViews, mvc.model] as [Int] == [0, 3, 0, 1, 2])
        #expect([mvc.files, mvc.types, mvc.unitTests, mvc.unitTestsWithoutUI, mvc.specs] as [Int] == [1, 1, 2, 0, 1])
        let mvp = try #require(report.rows.last)
        let counts: [Int] = [mvp.logic, mvp.views, mvp.files, mvp.types, mvp.unitTests, mvp.unitTestsWithoutUI]
        #expect(counts == [4, 4, 4, 4, 1, 1])
    }

    @Test func eachArchitecturesPlumbingIsARowOfItsOwn() throws {
        // Given MVP's plumbing in its two Support folders
        var files = Self.tree.files
        files["Sources/MVP/Support/CellPresenterList.swift"] = "final class L {\n    let a = 1\n}\n"
        files["Sources/MVPViews/Support/ListBinding.swift"] = "let b = 2\n"
        let report = CodeReport(tree: SourceTree(files: files))
        // Then it is counted in MVP's Support row, in the support column, and in no scene's row
        let support = try #require(report.rows.last)
        #expect([support.scene, support.architecture.rawValue] == ["Support", "mvp"])
        #expect([support.support, support.files, support.logic] as [Int] == [4, 2, 0])
        #expect(report.rows.filter { $0.scene == "News" }.allSatisfy { $0.support == 0 })
        #expect(report.markdown.contains("| Support | mvp | 0 | 0 | 0 | 0 | 0 | 4 | 2 | 1 | 0 (0) | 0 |"))
    }

    @Test func theMassiveAndSeedControllersAreControllersAndTheirCellsViews() throws {
        // Given News's massive controller and its seed design (a controller and a cell)
        var files = Self.tree.files
        files["Sources/MVCTerminal/NewsMassive/MassiveNewsViewController.swift"] = "final class M {\n}\n"
        files["Sources/MVCTerminal/NewsSeed/SeedNewsViewController.swift"] = "final class S {}\n"
        files["Sources/MVCTerminal/NewsSeed/NewsItemCell.swift"] = "final class C {\n}\n"
        files["Sources/App/Catalog/SceneCatalog+News.swift"] = """
            register(.news, .mvc) { _ in M() }
            register(.news, .mvp) { _ in M() }
            register(.news, .massiveMVC) { _ in M() }
            register(.news, .seedMVC) { _ in S() }

            """
        let report = CodeReport(tree: SourceTree(files: files))
        let massive = try #require(report.rows.first { $0.architecture == .massive })
        let seed = try #require(report.rows.first { $0.architecture == .seed })
        // Then the massive controller is all controllers, and uses no Model code of the scene
        #expect([massive.logic, massive.controllers, massive.views, massive.model] as [Int] == [0, 2, 0, 0])
        // And the seed's controller is a controller, its cell a view
        #expect([seed.logic, seed.controllers, seed.views, seed.model] as [Int] == [0, 1, 2, 2])
        // And every scene row counts, as its support, its own registration in the scene's catalog entry
        #expect(report.rows.filter { $0.scene == "News" }.allSatisfy { $0.support == 1 })
        // And the Markdown has a column per layer, in the vocabulary's names
        #expect(
            report.markdown.hasPrefix(
                "| scene | arch | model | logic | controllers | views | shared views | support | files | types |"))
    }

    @Test func theChartHasAnAxisEveryLayerWithLinesAndAChartPerClaimWithFigures() {
        // Given the fixture tree's report as SVG
        let report = CodeReport(tree: Self.tree)
        let svg = report.svg
        // Then every layer segment is a bar with its number
        let segments = report.rows.flatMap { row in CodeLayer.allCases.map { row.codeLines(of: $0) } }
            .filter { $0 > 0 }
        #expect(svg.hasPrefix("<svg "))
        #expect(svg.ranges(of: "<title>News ").count == segments.count)
        #expect(svg.contains("<title>News mvp logic: 4</title>"))
        // And the y axis is labelled
        #expect(svg.contains(">code lines</text>"))
        // And each claim with figures has its small chart, its verdict in it
        for claim in report.claims where !claim.figures.isEmpty {
            #expect(svg.contains(">\(claim.id) (seed \(claim.seed.prefix(3))): "), "\(claim.id)")
        }
    }

    @Test func claimsArticleShowsWhatTheReportPrintsForThisPackage() throws {
        // Given this package's sources, and the claims article's table between its markers
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let report = CodeReport(tree: try SourceTree(root: root)).markdown
        let article = try String(contentsOf: root.appending(path: ProjectDocuments.claimsArticle), encoding: .utf8)
        let table = try #require(ReadmeTable.table(in: article))
        // Then they are the same: `swift run mvx report --update-docs` rewrites it when the code changes
        #expect(table == report)
    }

    @Test func documentsListTheLayersTheReportCounts() throws {
        // Given the documents' list of layers, under the sentence that introduces it
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try ProjectDocuments.all(in: root).map { try String(contentsOf: $0, encoding: .utf8) }
            .joined(separator: "\n")
        let intro = "The layers are one set, the same in key `c`, `mvx report` and `mvx diff`:"
        let after = try #require(readme.range(of: intro)).upperBound
        let listed = readme[after...].split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix {
            !$0.isEmpty
        }
        .filter { $0.hasPrefix("- `") }
        .map { $0.dropFirst(3).prefix { $0 != "`" } }.map(String.init)
        // Then it names the report's layers, in its order
        #expect(listed == CodeLayer.allCases.map(\.rawValue))
    }
}

import Foundation
import Report
import Testing

/// Seed 004's "more logic only grows the presenter": a rule's edit per variant, applied to the sources, counted by
/// the layer it lands in.
struct GrowthClaimTests {
    static let id = "logic-grows-only-presenter"

    /// The seed's own MVC controller's `+` handler, as the rule's edit expects it.
    static let seedPlusHandler = """
            public func counterCellPlusButtonTapped(_ cell: CounterCell) {
                guard let row = sceneView.tableView.indexPath(for: cell)?.row, \
        counters.indices.contains(row) else { return }
                save(row)
            }

        """

    private func claim(in files: [String: String]) throws -> Claim {
        try #require(CodeReport(tree: SourceTree(files: files)).claims.first { $0.id == Self.id })
    }

    @Test func everyEditStillAppliesToThisPackagesSources() throws {
        // Given this package's sources
        let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let tree = try SourceTree(root: root)
        // When the report applies the rule's edits
        let growth = try #require(CodeReport(tree: tree).claims.first { $0.id == Self.id })
        // Then each variant built here takes its edit: none is stale, and each has its figure
        #expect(growth.verdict != .unmeasured, "\(growth.scope)")
        var variants = ["MVP", "MVC", "MVVM", "TEA", "VIPER"]
        if tree.files.keys.contains(where: { $0.hasPrefix("Sources/MVCTerminal/CounterSeed/") }) {
            variants.append("MVC (seed)")
        }
        for variant in variants {
            #expect(growth.figures.contains { $0.label.hasPrefix(variant + " adds to ") }, "\(variant)")
        }
    }

    @Test func theAddedLinesAreCountedInTheLayerOfTheFileTheyLandIn() throws {
        // Given MVP's + handled by its presenter, and the seed's MVC's by its controller
        let files = [
            "Sources/MVP/Counter/CounterPresenter.swift": "final class P {\n\(ClaimFixture.mvpPlusHandler)}\n",
            "Sources/MVCTerminal/CounterSeed/SeedCounterViewController.swift": "final class C {\n"
                + Self.seedPlusHandler + "}\n",
        ]
        // When the rule is applied
        let growth = try claim(in: files)
        // Then MVP's four lines land in its logic, the seed's three in its controller
        #expect(growth.figuresText == "MVP adds to logic 4 lines; MVC (seed) adds to controllers 3 lines")
        #expect(growth.verdict == .holds)
        #expect(growth.scope.contains("not built here, so not measured: MVC, MVVM, TEA, VIPER"))
    }

    @Test func anEditThatNoLongerAppliesIsNamedAndLeavesTheClaimUnmeasured() throws {
        // Given MVP's presenter, and a seed controller whose + handler was rewritten
        let files = [
            "Sources/MVP/Counter/CounterPresenter.swift": "final class P {\n\(ClaimFixture.mvpPlusHandler)}\n",
            "Sources/MVCTerminal/CounterSeed/SeedCounterViewController.swift": "final class C {}\n",
        ]
        // When the rule is applied
        let growth = try claim(in: files)
        // Then the report says which edit to update, and gives no verdict
        #expect(growth.verdict == .unmeasured)
        #expect(growth.scope.contains("the edits of MVC (seed) no longer apply to the sources"))
    }

    @Test func anEditFoundTwiceIsStaleToo() throws {
        // Given MVP's + handler in both its presenter and its view controller
        let files = [
            "Sources/MVP/Counter/CounterPresenter.swift": "final class P {\n\(ClaimFixture.mvpPlusHandler)}\n",
            "Sources/MVPViews/Counter/CounterViewController.swift": "final class V {\n"
                + ClaimFixture.mvpPlusHandler + "}\n",
        ]
        // Then the report cannot tell where the rule goes
        #expect(try claim(in: files).verdict == .unmeasured)
    }
}

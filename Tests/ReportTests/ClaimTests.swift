import Foundation
import Report
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every claim of `mvx report` can come out either way: on a fixture tree where it holds, and one where it fails.
struct ClaimTests {
    @Test(arguments: ClaimFixture.all)
    func theVerdictFollowsTheFigures(_ fixture: ClaimFixture) throws {
        // Given a tree (and coverage) made for the claim
        let report = CodeReport(
            tree: SourceTree(files: fixture.files, links: fixture.links), coverage: fixture.coverage)
        // When the report measures it
        let claim = try #require(report.claims.first { $0.id == fixture.claim })
        // Then the verdict is the one the figures call for
        #expect(claim.verdict == fixture.verdict, "\(claim.figuresText)")
    }

    @Test func everyClaimHasAFixtureWhereItHoldsAndOneWhereItFails() {
        // Given the claims the report makes
        let ids = CodeReport(tree: SourceTree(files: [:])).claims.map(\.id)
        // Then each has both fixtures
        for id in ids {
            let verdicts = Set(ClaimFixture.all.filter { $0.claim == id }.map(\.verdict))
            #expect(verdicts.isSuperset(of: [.holds, .fails]), "\(id)")
        }
        #expect(ids.count == 19)
    }

    @Test func theFiguresAreTheCountedLines() throws {
        // Given MVP's controller of 50 lines against the seed MVC's controller of 100 (its cell aside)
        let fixture = try #require(ClaimFixture.all.first { $0.claim == "mvp-halves-controller" })
        // When measured
        let claim = try #require(
            CodeReport(tree: SourceTree(files: fixture.files)).claims.first { $0.id == "mvp-halves-controller" })
        // Then the figures say so, the ratio too
        #expect(claim.figuresText == "seed MVC controller 100 lines; MVP controller 50 lines; MVP/seed MVC 50%")
    }

    @Test func withoutTheSeedsMVCCounterTheControllerClaimSaysWhatIsMissing() throws {
        // Given a tree with MVX's layered MVC Counter and MVP's, but not seed 004's own MVC
        let fixture = try #require(
            ClaimFixture.all.first { $0.claim == "mvp-halves-controller" && $0.verdict == .unmeasured })
        // When measured
        let claim = try #require(
            CodeReport(tree: SourceTree(files: fixture.files)).claims.first { $0.id == "mvp-halves-controller" })
        // Then it gives no figure and names what it needs
        #expect(claim.figures.isEmpty)
        #expect(claim.threshold.contains("no seed 004's MVC Counter controller (Sources/MVCTerminal/CounterSeed/)"))
    }

    @Test func oneWayFlowCountsTheViewChangesMadeByHandAfterAModelCall() throws {
        // Given the controller that sets the loading label after asking the model to refresh
        let fixture = try #require(
            ClaimFixture.all.first { $0.claim == "one-way-flow" && $0.situation.contains("loading label") })
        // When measured
        let claim = try #require(
            CodeReport(tree: SourceTree(files: fixture.files)).claims.first { $0.id == "one-way-flow" })
        // Then that one line is the News figure, and the callback is counted
        #expect(claim.figuresText.contains("News view set by hand 1 lines; model callbacks 1 functions"))
    }

    @Test func presentationLogicIsTheShareOfLinesTheUIFreeTestsExecuted() throws {
        // Given coverage where UI-free tests ran 5 of MVC's 100 controller lines and all 50 of its model's
        let fixture = try #require(ClaimFixture.all.first { $0.claim == "presentation-logic-testable" })
        let report = CodeReport(tree: SourceTree(files: fixture.files), coverage: fixture.coverage)
        // When measured
        let claim = try #require(report.claims.first { $0.id == "presentation-logic-testable" })
        // Then each architecture's share counts its controllers and logic, its cells aside
        #expect(
            claim.figures.filter { $0.unit == "%" }.map(\.text) == ["MVC 36.7%", "MVP 90%", "MVVM 80%", "TEA 95%"])
        #expect(claim.figuresText.contains("MVC lines executed 55 lines; MVC lines 150 lines"))
    }

    @Test func theNoFakeShareCountsTestsInFilesThatUseNoTestDouble() throws {
        // Given TEA tests of which one file declares a fake runner, and MVVM tests that import the fake services
        let report = CodeReport(tree: SourceTree(files: ClaimFixture.fakeTests))
        // When the question is measured
        let question = try #require(report.questions.first { $0.id == "update-needs-no-fakes" })
        // Then 3 of TEA's 4 tests need no fake, and none of MVVM's 1; no claim quotes a seed for it
        #expect(
            question.figuresText.contains("TEA tests needing no fake 3 tests; TEA all tests 4 tests; TEA share 75%"))
        #expect(question.figuresText.contains("MVVM tests needing no fake 0 tests; MVVM all tests 1 tests"))
        #expect(question.answer == "MVVM 0 of 1 (0%), TEA 3 of 4 (75%) of the unit tests need no fake")
        #expect(!report.claims.contains { $0.figuresText.contains("needing no fake") })
    }

    @Test func everyClaimCarriesItsSeedQuoteScopeAndThresholdInJSON() throws {
        // Given the report of a fixture tree, as JSON
        let fixture = try #require(ClaimFixture.all.first { $0.claim == "mvp-more-code" })
        let data = try JSONEncoder().encode(CodeReport(tree: SourceTree(files: fixture.files)))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let claims = try #require(json["claims"] as? [[String: Any]])
        // Then every claim has each field, and the figures are numbers
        for claim in claims {
            for field in ["id", "seed", "seedTitle", "quote", "gloss", "scope", "threshold", "verdict"] {
                #expect((claim[field] as? String)?.isEmpty == false, "\(field) of \(claim["id"] ?? "?")")
            }
        }
        let mvpMoreCode = try #require(claims.first { $0["id"] as? String == "mvp-more-code" })
        #expect(mvpMoreCode["seed"] as? String == "003_7bf573c63f010d68.txt")
        #expect(mvpMoreCode["seedTitle"] as? String == "iOS 架构模式 MVC、MVP、MVVM")
        #expect(mvpMoreCode["verdict"] as? String == "holds")
        let figures = try #require(mvpMoreCode["figures"] as? [[String: Any]])
        #expect(figures.map { $0["value"] as? Double } == [50.0, 70.0, 140.0] as [Double?])
    }

    @Test func coverageIsReadFromAnLLVMCovExportByPathFromThePackageRoot() throws {
        // Given an llvm-cov export as swift test --enable-code-coverage writes it, with absolute paths
        let json = """
            {"data":[{"files":[
            {"filename":"/home/me/mvx/Sources/MVP/Counter/CounterPresenter.swift",
             "segments":[],"summary":{"lines":{"count":40,"covered":30,"percent":75},"functions":{"count":1}}},
            {"filename":"/home/me/mvx/.build/checkouts/x/Sources/Y/Z.swift",
             "summary":{"lines":{"count":5,"covered":0,"percent":0}}}
            ],"totals":{}}],"type":"llvm.coverage.json.export","version":"2.0.1"}
            """
        // When the report reads it
        let coverage = try Coverage(json: Data(json.utf8))
        // Then each file is found by its path under Sources
        #expect(coverage.files["Sources/MVP/Counter/CounterPresenter.swift"] == Coverage.Lines(count: 40, covered: 30))
    }

    @Test func aFileThatIsNotACoverageExportSaysWhatToGive() {
        // When the report reads something else
        #expect {
            try Coverage(json: Data("{\"files\":[]}".utf8))
        } throws: { error in
            "\(error)".contains("swift test --show-codecov-path")
        }
    }

    @Test(arguments: [(40, 41), (-1, 0), (5, -2), (Int.max, 1)])
    func impossibleCountsAreRefused(count: Int, covered: Int) {
        // Given an export whose file claims counts no file can have
        let json = """
            {"data":[{"files":[{"filename":"/p/Sources/MVP/A.swift",
             "summary":{"lines":{"count":\(count),"covered":\(covered)}}}]}]}
            """
        // When the report reads it, then it is refused, naming the file
        #expect {
            try Coverage(json: Data(json.utf8))
        } throws: { error in
            "\(error)".contains("Sources/MVP/A.swift claims")
        }
    }

    @Test func aFIFOADirectoryAndAnOversizedFileAreRefusedAtOnce() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-cov-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Given a FIFO nobody writes to, a directory, and a sparse file past the size read
        let fifo = directory.appendingPathComponent("fifo.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let huge = directory.appendingPathComponent("huge.json").path
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, off_t(Coverage.maximumFileBytes) + 1) == 0)
        // When the report reads each, then each is refused with what to give instead, without waiting
        for path in [fifo, directory.path, huge, directory.appendingPathComponent("missing.json").path] {
            #expect {
                try Coverage.read(path: path)
            } throws: { error in
                "\(error)".contains("--coverage")
            }
        }
    }

    @Test func theUIFreeFilterSelectsTheSuitesOfTestFilesImportingNoUIModule() {
        // Given one MVC test file with no UI import and one with the toolkit
        let tree = SourceTree(files: [
            "Tests/MVCTests/CounterModelTests.swift": "import MVC\nstruct CounterModelTests {\n@Test func a() {}\n}\n",
            "Tests/MVCTests/CounterViewControllerTests.swift":
                "import TerminalKit\nstruct CounterViewControllerTests {\n@Test func a() {}\n}\n",
            "Tests/MVPTests/CounterPresenterTests.swift":
                "import MVP\nstruct CounterPresenterTests {\n@Test func a() {}\n}\n",
        ])
        // Then the filter names the first and the presenter's, not the toolkit's
        #expect(
            CodeReport.uiFreeTestFilter(tree: tree)
                == "MVCTests\\.CounterModelTests/|MVPTests\\.CounterPresenterTests/")
    }
}

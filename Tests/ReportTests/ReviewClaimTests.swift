import Report
import Testing

/// The figures of seed 000's summary claims: what each counts, on trees made for it.
struct ReviewClaimTests {
    private func claim(_ id: String, in files: [String: String]) throws -> Claim {
        try #require(CodeReport(tree: SourceTree(files: files)).claims.first { $0.id == id })
    }

    @Test func reuseIsTheShareOfTheScenesCodeThatIsSharedModelAndViews() throws {
        // Given MVC's Counter: 20 lines of its own, 20 of shared views (and an import, not counted) and 20 of Model
        // When measured
        let reuse = try claim("model-and-views-reused", in: ClaimFixture.mvcCounter)
        // Then 40 of its 60 lines are reused, and no view imports Model
        #expect(
            reuse.figuresText
                == "shared views importing Model 0 files; Model importing a UI module 0 files; MVC's Model and shared "
                + "views 40 lines; MVC's own code 20 lines; MVC reused 66.7%")
    }

    @Test func aModelFileImportingTheToolkitCouplesMToV() throws {
        // Given a Model file that imports TerminalKit
        var files = ClaimFixture.mvcCounter
        files["Sources/Model/Entities/Counter.swift"] = "import TerminalKit\n" + ClaimFixture.code(20)
        // When measured
        let reuse = try claim("model-and-views-reused", in: files)
        // Then the claim fails on it, though most of the code is shared
        #expect(reuse.figuresText.contains("Model importing a UI module 1 files"))
        #expect(reuse.verdict == .fails)
    }

    @Test func layeringCountsEachArchitecturesFilesOverTheScenesAllThreeBuilt() throws {
        // Given a Counter in MVC, MVP and MVVM, and a News only MVP has
        var files = try #require(ClaimFixture.all.first { $0.claim == "layering-doubles-files" }).files
        files["Sources/MVP/News/NewsPresenter.swift"] = ClaimFixture.code(1)
        // When measured
        let layering = try claim("layering-doubles-files", in: files)
        // Then MVP's News is left out, and the ratios are of the Counter alone
        #expect(layering.figuresText == "MVC 1 files; MVP 2 files; MVVM 2 files; MVP/MVC 200%; MVVM/MVC 200%")
    }

    @Test func theViewsReadTheKindThroughAMemberOrACaseNotAParameterOrAComment() throws {
        // Given MVP views that pass the kind on, name it in a comment, and read it once
        var files = ClaimFixture.followByLogic
        files["Sources/MVPViews/Follow/UserListRouter.swift"] = """
            let interactor = Interactor(kind: kind, viewerID: id) // kind.title comes later
            let view = ViewController(searchMaxLength: kind.searchMaxLength)
            if kind == .discover || UserListKind.allCases.isEmpty { show() }
            let a = user.following
            """
        // When measured
        let sameLayout = try claim("same-layout-other-logic", in: files)
        // Then the two lines that read it count, and the logic's are beside them
        #expect(
            sameLayout.figuresText
                == "shared views reading the kind 0 lines; MVP views reading it 2 lines; MVP logic reading it 1 lines; "
                + "MVVM views reading it 0 lines; MVVM logic reading it 2 lines")
        #expect(sameLayout.verdict == .fails)
    }

    @Test func theBrowserHalfIsARowPerArchitecture() throws {
        // Given an MVP Counter whose view layer both front ends compile, with one line only the browser compiles
        var files = ClaimFixture.secondLayoutTree("mvp")
        let view = "Sources/MVPViews/Counter/CounterViewController.swift"
        files[view] = ClaimFixture.sharedViewController + "#if BROWSER\nlet b = 1\n#endif\n"
        // When the report measures it
        let report = CodeReport(tree: SourceTree(files: files, links: ClaimFixture.secondLayoutLinks("mvp")))
        // Then each architecture has its row; MVP's counts the view line as written for the browser alone, and the
        // lines around it as choosing the front end
        #expect(
            report.claims.map(\.id).filter { $0.hasPrefix("second-layout-") }
                == [
                    "second-layout-mvc", "second-layout-mvp", "second-layout-mvvm", "second-layout-tea",
                    "second-layout-viper",
                ])
        let mvp = try #require(report.claims.first { $0.id == "second-layout-mvp" })
        #expect(
            mvp.figuresText
                == "logic both front ends run 10 lines; views both compile 3 lines; views written for the browser "
                + "1 lines; lines choosing the front end 2 lines; presentation logic written again 0 lines; "
                + "logic lines naming the browser 0 lines; "
                + "the browser's shared views (every architecture) 5 lines")
        #expect(mvp.verdict == .holds)
        let sameLayout = try #require(report.claims.first { $0.id == "same-layout-other-logic" })
        #expect(sameLayout.scope.contains("(second-layout-ARCH)"))
    }
}

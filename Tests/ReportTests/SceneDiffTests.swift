import Foundation
import Report
import Testing

/// `mvx diff SCENE ARCH ARCH`: one scene's files in two architectures, paired by role and type-name stem.
struct SceneDiffTests {
    static let tree = SourceTree(files: [
        "Sources/MVCViews/Counter/CounterViewController.swift": "import MVC\nlet a = 1\nlet b = 2\nlet c = 3\n",
        "Sources/MVC/Counter/CounterModel.swift": "final class CounterModel {}\n",
        "Sources/MVC/Counter/CounterModelDelegate.swift": "protocol CounterModelDelegate {}\n",
        "Sources/MVP/Counter/CounterPresenter.swift": "final class CounterPresenter {}\nlet p = 1\n",
        "Sources/MVP/Counter/CounterView.swift": "protocol CounterView {}\n",
        "Sources/MVPViews/Counter/CounterViewController.swift": "import MVP\nlet a = 1\nlet b = 20\nlet c = 3\n",
        "Sources/Model/Entities/Counter.swift": "struct Counter {}\n",
        "Sources/SceneViews/Counter/CounterCell.swift": "class CounterCell {}\n",
        "Sources/App/Catalog/SceneCatalog+Counter.swift": "extension SceneCatalog {}\n",
    ])

    /// The paths paired in `diff`, `old -> new`, `/dev/null` for nothing.
    static func paired(_ diff: SceneDiff) -> [String] {
        diff.pairs.map { "\($0.old?.path ?? "/dev/null") -> \($0.new?.path ?? "/dev/null")" }
    }

    @Test func theSameClassLinesUpAndTheModelLinesUpWithThePresenter() throws {
        // When Counter is diffed from MVC to MVP
        let diff = try SceneDiff(scene: "counter", from: .mvc, to: .mvp, in: Self.tree)
        // Then the two CounterViewControllers are diffed against each other, line by line
        #expect(
            diff.text.contains(
                """
                --- Sources/MVCViews/Counter/CounterViewController.swift
                +++ Sources/MVPViews/Counter/CounterViewController.swift
                @@ -1,4 +1,4 @@
                -import MVC
                +import MVP
                 let a = 1
                -let b = 2
                +let b = 20
                 let c = 3
                """))
        // And MVC's business model is diffed against MVP's presenter, its delegate against the view protocol
        #expect(
            diff.text.contains(
                "--- Sources/MVC/Counter/CounterModel.swift\n+++ Sources/MVP/Counter/CounterPresenter.swift\n"))
        #expect(
            Self.paired(diff).contains(
                "Sources/MVC/Counter/CounterModelDelegate.swift -> Sources/MVP/Counter/CounterView.swift"))
        // And the files both share (Model, shared views, the catalog entry) are left out
        #expect(!diff.text.contains("Sources/Model/"))
        #expect(!diff.text.contains("SceneCatalog+Counter"))
        // And the last line sums the changes in the vocabulary's layers: removed in MVC's, added in MVP's
        #expect(diff.summary == "lines changed per layer: logic -2 +3, controllers -2 +0, views -0 +2 (files: 3 pairs)")
        #expect(diff.text.hasSuffix(diff.summary + "\n"))
    }

    @Test func withinTheLogicFilesPairByTheirTypeNameStem() throws {
        // Given the Profile scene's logic in MVC, MVP, MVVM, TEA and VIPER, and a cell's in MVP and MVVM
        let tree = SourceTree(files: [
            "Sources/MVC/Profile/ProfileModel.swift": "a\n",
            "Sources/MVCViews/Profile/ProfileViewController.swift": "v\n",
            "Sources/MVP/Profile/ProfilePresenter.swift": "b\n", "Sources/MVP/Profile/UserCellPresenter.swift": "c\n",
            "Sources/MVVM/Profile/ProfileViewModel.swift": "d\n", "Sources/MVVM/Profile/UserCellViewModel.swift": "e\n",
            "Sources/TEA/Profile/ProfileState.swift": "f\n", "Sources/TEA/Profile/ProfileEffectRunner.swift": "g\n",
            "Sources/TEA/Profile/ProfileMessage.swift": "h\n",
            "Sources/VIPER/Profile/ProfilePresenter.swift": "i\n",
            "Sources/VIPER/Profile/ProfileInteractor.swift": "j\n",
            "Sources/VIPER/Profile/ProfileContract.swift": "k\n",
        ])
        // When MVP is diffed against MVVM, MVVM against TEA, TEA against VIPER, and MVC against TEA
        let mvpMVVM = Self.paired(try SceneDiff(scene: "profile", from: .mvp, to: .mvvm, in: tree))
        let mvvmTEA = Self.paired(try SceneDiff(scene: "profile", from: .mvvm, to: .tea, in: tree))
        let teaVIPER = Self.paired(try SceneDiff(scene: "profile", from: .tea, to: .viper, in: tree))
        let mvcTEA = Self.paired(try SceneDiff(scene: "profile", from: .mvc, to: .tea, in: tree))
        // Then presenter, view model, state and business model line up, and the cell's presenter with its view model
        #expect(
            mvpMVVM == [
                "Sources/MVP/Profile/ProfilePresenter.swift -> Sources/MVVM/Profile/ProfileViewModel.swift",
                "Sources/MVP/Profile/UserCellPresenter.swift -> Sources/MVVM/Profile/UserCellViewModel.swift",
            ])
        #expect(
            mvvmTEA.first == "Sources/MVVM/Profile/ProfileViewModel.swift -> Sources/TEA/Profile/ProfileState.swift")
        #expect(mvcTEA.contains("Sources/MVC/Profile/ProfileModel.swift -> Sources/TEA/Profile/ProfileState.swift"))
        // And TEA's state, effect runner and messages line up with VIPER's presenter, interactor and contract
        #expect(
            Set(teaVIPER) == [
                "Sources/TEA/Profile/ProfileEffectRunner.swift -> Sources/VIPER/Profile/ProfileInteractor.swift",
                "Sources/TEA/Profile/ProfileMessage.swift -> Sources/VIPER/Profile/ProfileContract.swift",
                "Sources/TEA/Profile/ProfileState.swift -> Sources/VIPER/Profile/ProfilePresenter.swift",
            ])
    }

    @Test func cellsPairWithCellsSupportWithSupportAndCompositionWithComposition() throws {
        // Given MVC's cell helper and MVP's row cell, each architecture's Support, and TEA's and VIPER's catalogs
        let tree = SourceTree(files: [
            "Sources/MVCViews/Profile/BlogCellHelper.swift": "a\n",
            "Sources/MVPViews/Profile/BlogRowCell.swift": "b\n",
            "Sources/MVCViews/Profile/ProfileViewController.swift": "c\n",
            "Sources/MVPViews/Profile/ProfileViewController.swift": "d\n",
            "Sources/MVPViews/Support/ListSceneViewHost.swift": "e\n",
            "Sources/VIPERViews/Support/ListSceneViewHost.swift": "f\n",
            "Sources/TEA/Profile/ProfileState.swift": "g\n", "Sources/VIPER/Profile/ProfilePresenter.swift": "h\n",
            "Sources/App/Catalog/SceneCatalog+TEA.swift": "register(.profile, .tea) { _ in T() }\n",
            "Sources/App/Catalog/SceneCatalog+VIPER.swift": "register(.profile, .viper) { _ in V() }\n",
        ])
        // When diffed
        let mvcMVP = Self.paired(try SceneDiff(scene: "profile", from: .mvc, to: .mvp, in: tree))
        let mvpVIPER = Self.paired(try SceneDiff(scene: "profile", from: .mvp, to: .viper, in: tree))
        let teaVIPER = Self.paired(try SceneDiff(scene: "profile", from: .tea, to: .viper, in: tree))
        // Then a cell lines up with a cell, and MVC's view controller with MVP's
        #expect(
            mvcMVP == [
                "Sources/MVCViews/Profile/ProfileViewController.swift -> Sources/MVPViews/Profile/ProfileViewController.swift",
                "Sources/MVCViews/Profile/BlogCellHelper.swift -> Sources/MVPViews/Profile/BlogRowCell.swift",
                "/dev/null -> Sources/MVPViews/Support/ListSceneViewHost.swift",
            ])
        // And Support with Support, the catalog file with the catalog file
        #expect(
            mvpVIPER.contains(
                "Sources/MVPViews/Support/ListSceneViewHost.swift -> Sources/VIPERViews/Support/ListSceneViewHost.swift"
            ))
        #expect(
            teaVIPER.contains(
                "Sources/App/Catalog/SceneCatalog+TEA.swift -> Sources/App/Catalog/SceneCatalog+VIPER.swift"))
    }

    @Test func aRouterLinesUpWithTheViewControllerThatNavigatesInTheOther() throws {
        // Given VIPER's Profile router, and MVVM's detail controller, which pushes scenes itself and has no VIPER twin
        let tree = SourceTree(files: [
            "Sources/MVVMViews/Profile/ProfileViewController.swift": "a\n",
            "Sources/MVVMViews/Profile/ProfileDetailViewController.swift": "b\n",
            "Sources/VIPERViews/Profile/ProfileViewController.swift": "c\n",
            "Sources/VIPERViews/Profile/ProfileDetailRouter.swift": "d\n",
        ])
        // When diffed either way
        let forthDiff = try SceneDiff(scene: "profile", from: .mvvm, to: .viper, in: tree)
        let forth = Self.paired(forthDiff)
        let back = Self.paired(try SceneDiff(scene: "profile", from: .viper, to: .mvvm, in: tree))
        // Then the controllers line up, and the router with the controller that navigates
        let navigating = "Sources/MVVMViews/Profile/ProfileDetailViewController.swift"
        #expect(forth.contains("\(navigating) -> Sources/VIPERViews/Profile/ProfileDetailRouter.swift"))
        #expect(back.contains("Sources/VIPERViews/Profile/ProfileDetailRouter.swift -> \(navigating)"))
        #expect(forth.count == 2 && back.count == 2)
        #expect(forthDiff.pairs.map(\.role) == [.screens, .navigation])
    }

    @Test func theMassiveAndSeedControllersAreControllersAndTheirCellsViews() throws {
        // Given News's massive controller and its seed design's controller and cell, and MVP's News
        let tree = SourceTree(files: [
            "Sources/MVCTerminal/NewsMassive/MassiveNewsViewController.swift": "a\nb\n",
            "Sources/MVCTerminal/NewsSeed/SeedNewsViewController.swift": "c\n",
            "Sources/MVCTerminal/NewsSeed/NewsItemCell.swift": "d\n",
            "Sources/MVPViews/News/NewsViewController.swift": "e\n",
        ])
        let news = try #require(SceneLayout.all.first { $0.folder == "News" })
        // Then each file has its layer
        let seed = news.files(in: .seed, of: tree).map { "\($0.layer.rawValue) \($0.name)" }
        #expect(seed == ["controllers SeedNewsViewController.swift", "views NewsItemCell.swift"])
        // And the massive controller lines up with MVP's view controller
        let diff = try SceneDiff(scene: "news", from: .massive, to: .mvp, in: tree)
        #expect(
            Self.paired(diff) == [
                "Sources/MVCTerminal/NewsMassive/MassiveNewsViewController.swift -> Sources/MVPViews/News/NewsViewController.swift"
            ])
        #expect(diff.summary == "lines changed per layer: controllers -2 +0, views -0 +1 (files: 1 pairs)")
    }

    @Test func theProfilePresenterIsDiffedAgainstTheProfileViewModelInThisPackage() throws {
        // Given this package's sources
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        // When Profile is diffed from MVP to MVVM
        let diff = try SceneDiff(scene: "profile", from: .mvp, to: .mvvm, in: try SourceTree(root: root))
        // Then the presenter and the view model are one modification, not a deletion and an addition
        #expect(
            diff.text.contains(
                "--- Sources/MVP/Profile/ProfilePresenter.swift\n+++ Sources/MVVM/Profile/ProfileViewModel.swift\n@@ "))
        #expect(!diff.text.contains("--- Sources/MVP/Profile/ProfilePresenter.swift\n+++ /dev/null"))
        // And the last line counts in the vocabulary's layers
        #expect(diff.summary.hasPrefix("lines changed per layer: logic -"))
        #expect(diff.summary.contains(", views -"))
        #expect(diff.summary.contains(", support -"))
    }

    @Test func distantChangesGetHunksOfTheirOwn() throws {
        // Given two files that differ on their first and last of 20 lines
        let old = (1...20).map { "let v\($0) = 0" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "v1 ", with: "w1 ").replacingOccurrences(of: "v20 ", with: "w20 ")
        let tree = SourceTree(files: [
            "Sources/MVP/Print/PrintPresenter.swift": old, "Sources/MVVM/Print/PrintViewModel.swift": new,
        ])
        // When diffed
        let text = try SceneDiff(scene: "print", from: .mvp, to: .mvvm, in: tree).text
        // Then each change has its hunk with three lines of context
        #expect(text.contains("@@ -1,4 +1,4 @@\n-let v1 = 0\n+let w1 = 0\n let v2 = 0\n"))
        #expect(
            text.contains("@@ -17,4 +17,4 @@\n let v17 = 0\n let v18 = 0\n let v19 = 0\n-let v20 = 0\n+let w20 = 0\n"))
    }

    @Test func anUnknownSceneOrAnArchitectureWithoutTheSceneIsAnErrorSayingWhatToGive() {
        // When the scene does not exist
        #expect(throws: SceneDiffError.unknownScene("settings")) {
            try SceneDiff(scene: "settings", from: .mvc, to: .mvp, in: Self.tree)
        }
        #expect(SceneDiffError.unknownScene("settings").description.contains("counter"))
        // When the architecture has no files for it
        #expect(throws: SceneDiffError.notBuilt(scene: "Counter", architecture: "mvvm")) {
            try SceneDiff(scene: "Counter", from: .mvc, to: .mvvm, in: Self.tree)
        }
    }

    @Test func eachSideIsWiredByItsOwnRegisterCallsAndOnlyItsOwnAreCounted() throws {
        // Given the scene's catalog entry registering Counter in MVC and MVP, and TEA's catalog registering it in TEA
        let catalog = """
            extension SceneCatalog {
                mutating func registerCounter() {
                    register(.counter, .mvc) { context in
                        BuiltScene(MVCController(model: CounterModel()))
                    }
                    register(.counter, .mvp) { context in
                        let presenter = CounterPresenter()
                        return BuiltScene(MVPController(presenter: presenter), owning: presenter)
                    }
                }
            }

            """
        var files = Self.tree.files
        files["Sources/App/Catalog/SceneCatalog+Counter.swift"] = catalog
        files["Sources/App/Catalog/SceneCatalog+TEA.swift"] = "register(.counter, .tea) { _ in TEAScene() }\n"
        files["Sources/TEA/Counter/CounterState.swift"] = "struct CounterState {}\n"
        let tree = SourceTree(files: files)
        // When MVC is diffed against MVP
        let diff = try SceneDiff(scene: "counter", from: .mvc, to: .mvp, in: tree)
        // Then the catalog entry is compared by each side's own register call, and nothing else of it
        let composition = try #require(diff.pairs.first { $0.role == .composition })
        #expect(composition.diff.contains("-        register(.counter, .mvc) { context in"), "\(composition.diff)")
        #expect(composition.diff.contains("+        register(.counter, .mvp) { context in"))
        #expect(!composition.diff.contains("registerCounter"))
        #expect(
            composition.diff.hasPrefix(
                "--- Sources/App/Catalog/SceneCatalog+Counter.swift (its register(…, .mvc) calls)"))
        // And each architecture's row counts its own call as its composition, TEA's none of the scene's entry
        let rows = CodeReport(tree: tree).rows.filter { $0.scene == "Counter" }
        #expect(rows.first { $0.architecture == .mvc }?.support == 3)
        #expect(rows.first { $0.architecture == .mvp }?.support == 4)
        #expect(rows.first { $0.architecture == .tea }?.support == 0)
    }
}

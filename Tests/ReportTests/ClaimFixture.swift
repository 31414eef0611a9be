import Report
import Testing

/// A fixture tree (and coverage) on which one claim should come out one way.
struct ClaimFixture: Sendable, CustomTestStringConvertible {
    var claim: String
    var situation: String
    var files: [String: String]
    var coverage: Coverage?
    var verdict: Claim.Verdict
    /// Links in the tree: each link's path and the folder it leads to.
    var links: [String: String] = [:]

    var testDescription: String { "\(claim): \(situation) → \(verdict.rawValue)" }

    /// `count` lines of code.
    static func code(_ count: Int) -> String {
        String(repeating: "let a = 0\n", count: count)
    }

    static func lines(_ count: Int, _ covered: Int) -> Coverage.Lines {
        Coverage.Lines(count: count, covered: covered)
    }

    static let presentationTree = [
        "Sources/MVCViews/Counter/CounterViewController.swift": code(10),
        "Sources/MVCViews/Counter/CounterCell.swift": code(10),
        "Sources/MVC/Counter/CounterModel.swift": code(10),
        "Sources/MVP/Counter/CounterPresenter.swift": code(10),
        "Sources/MVVM/Counter/CounterViewModel.swift": code(10),
        "Sources/TEA/Counter/CounterState.swift": code(10),
    ]

    static let followMVP = [
        "Sources/MVP/Follow/UserCellPresenter.swift": code(30),
        "Sources/MVP/Follow/UserCellView.swift": code(10),
        "Sources/MVPViews/Follow/UserRowCell.swift": code(10),
        "Sources/MVPViews/Follow/UserListViewController.swift":
            "presenter.cellPresenter(at: 0).attach(view: cell)\nlet title = 1\n",
    ]

    /// For every claim, a tree where it holds and one where it fails.
    static let all = base + review + growth + secondLayout

    /// The fixtures of the claims measured first.
    static let base: [ClaimFixture] = [
        ClaimFixture(
            claim: "modular-scene-size", situation: "scene controllers of 90 lines",
            files: [
                "Sources/MVCViews/Profile/UserProfileViewController.swift": code(90),
                "Sources/MVCViews/Profile/BlogTableViewHelper.swift": code(100),
            ], verdict: .holds),
        ClaimFixture(
            claim: "modular-scene-size", situation: "scene controllers of 200 lines",
            files: ["Sources/MVCViews/Profile/UserProfileViewController.swift": code(200)], verdict: .fails),
        ClaimFixture(
            claim: "module-adds-to-scene", situation: "the Drafts module named only by the scene and the catalog",
            files: profileModule.merging([
                "Sources/MVCViews/Profile/ProfileViewController.swift":
                    "let drafts = DraftTableViewHelper(model: model)\nlet trash = DraftTableViewHelper(kind: .trash)\n",
                "Sources/App/Catalog/SceneCatalog+Profile.swift": "let layout = [Module.drafts, .trash]\n",
            ]) { $1 }, verdict: .holds),
        ClaimFixture(
            claim: "module-adds-to-scene", situation: "the Blogs module tests for the Trash",
            files: profileModule.merging([
                "Sources/MVCViews/Profile/ProfileViewController.swift":
                    "let drafts = DraftTableViewHelper(model: model)\n",
                "Sources/MVCViews/Profile/BlogTableViewHelper.swift": "if kind == .trash { hide() }\n",
            ]) { $1 }, verdict: .fails),
        ClaimFixture(
            claim: "module-adds-to-scene", situation: "a shared helper names the module's type",
            files: profileModule.merging([
                "Sources/MVCViews/Support/ListHelper.swift": "typealias Drafts = ListHelper<DraftTableViewHelper>\n"
            ]) { $1 }, verdict: .fails),
        ClaimFixture(
            claim: "mvp-more-code", situation: "MVP 70 lines against MVC 50",
            files: [
                "Sources/MVCViews/Counter/CounterViewController.swift": code(50),
                "Sources/MVP/Counter/CounterPresenter.swift": code(40),
                "Sources/MVPViews/Counter/CounterViewController.swift": code(30),
            ], verdict: .holds),
        ClaimFixture(
            claim: "mvp-more-code", situation: "MVP 70 lines against MVC 100",
            files: [
                "Sources/MVCViews/Counter/CounterViewController.swift": code(100),
                "Sources/MVP/Counter/CounterPresenter.swift": code(40),
                "Sources/MVPViews/Counter/CounterViewController.swift": code(30),
            ], verdict: .fails),
        ClaimFixture(
            claim: "mvp-halves-controller", situation: "MVP's controller is half the seed MVC's",
            files: [
                "Sources/MVCTerminal/CounterSeed/SeedCounterViewController.swift": code(100),
                "Sources/MVCTerminal/CounterSeed/CounterModelCell.swift": code(40),
                "Sources/MVPViews/Counter/CounterViewController.swift": code(50),
            ], verdict: .holds),
        ClaimFixture(
            claim: "mvp-halves-controller", situation: "MVP's controller is 80% of the seed MVC's",
            files: [
                "Sources/MVCTerminal/CounterSeed/SeedCounterViewController.swift": code(100),
                "Sources/MVPViews/Counter/CounterViewController.swift": code(80),
            ], verdict: .fails),
        ClaimFixture(
            claim: "mvp-halves-controller", situation: "no seed MVC Counter, only the layered one",
            files: [
                "Sources/MVCViews/Counter/CounterViewController.swift": code(100),
                "Sources/MVPViews/Counter/CounterViewController.swift": code(50),
            ], verdict: .unmeasured),
        ClaimFixture(
            claim: "binding-half", situation: "MVVM's path 26 lines against MVP's 51",
            files: followMVP.merging([
                "Sources/MVVM/Follow/UserCellViewModel.swift": code(15),
                "Sources/MVVMViews/Follow/UserRowCell.swift": code(10),
                "Sources/MVVMViews/Follow/UserListViewController.swift": "cell.bind(to: row)\nlet title = 1\n",
            ]) { $1 }, verdict: .holds),
        ClaimFixture(
            claim: "binding-half", situation: "MVVM's path 51 lines against MVP's 51",
            files: followMVP.merging([
                "Sources/MVVM/Follow/UserCellViewModel.swift": code(40),
                "Sources/MVVMViews/Follow/UserRowCell.swift": code(10),
                "Sources/MVVMViews/Follow/UserListViewController.swift": "cell.bind(to: row)\n",
            ]) { $1 }, verdict: .fails),
        ClaimFixture(
            claim: "massive-controller", situation: "no layered file near the massive one",
            files: [
                "Sources/MVCTerminal/NewsMassive/MassiveNewsViewController.swift": code(200),
                "Sources/MVCViews/News/NewsViewController.swift": code(60),
                "Sources/MVC/News/NewsModel.swift": code(80),
            ], verdict: .holds),
        ClaimFixture(
            claim: "massive-controller", situation: "a layered file of 150 lines against 200",
            files: [
                "Sources/MVCTerminal/NewsMassive/MassiveNewsViewController.swift": code(200),
                "Sources/MVCViews/News/NewsViewController.swift": code(60),
                "Sources/MVC/News/NewsModel.swift": code(150),
            ], verdict: .fails),
        ClaimFixture(
            claim: "massive-controller", situation: "a layered controller as large as the massive one",
            files: [
                "Sources/MVCTerminal/NewsMassive/MassiveNewsViewController.swift": code(200),
                "Sources/MVCViews/News/NewsViewController.swift": code(200),
                "Sources/MVC/News/NewsModel.swift": code(80),
            ], verdict: .fails),
        ClaimFixture(
            claim: "business-logic-testable", situation: "the model tested with no UI import",
            files: [
                "Sources/MVC/Counter/CounterModel.swift": "final class CounterModel {}\n",
                "Tests/MVCTests/CounterModelTests.swift": "import MVC\n@Test func a() { _ = CounterModel() }\n",
            ], verdict: .holds),
        ClaimFixture(
            claim: "business-logic-testable", situation: "the model tested only through the toolkit",
            files: [
                "Sources/MVC/Counter/CounterModel.swift": "final class CounterModel {}\n",
                "Tests/MVCTests/CounterTests.swift":
                    "import MVC\nimport TerminalKit\n@Test func a() { _ = CounterModel() }\n",
            ], verdict: .fails),
        ClaimFixture(
            claim: "presentation-logic-testable", situation: "MVC 36.7%, MVP 90% executed",
            files: presentationTree,
            coverage: Coverage(files: [
                "Sources/MVCViews/Counter/CounterViewController.swift": lines(100, 5),
                "Sources/MVCViews/Counter/CounterCell.swift": lines(100, 0),
                "Sources/MVC/Counter/CounterModel.swift": lines(50, 50),
                "Sources/MVP/Counter/CounterPresenter.swift": lines(100, 90),
                "Sources/MVVM/Counter/CounterViewModel.swift": lines(100, 80),
                "Sources/TEA/Counter/CounterState.swift": lines(100, 95),
            ]), verdict: .holds),
        ClaimFixture(
            claim: "presentation-logic-testable", situation: "MVC 73.3%, MVP 90% executed",
            files: presentationTree,
            coverage: Coverage(files: [
                "Sources/MVCViews/Counter/CounterViewController.swift": lines(100, 60),
                "Sources/MVC/Counter/CounterModel.swift": lines(50, 50),
                "Sources/MVP/Counter/CounterPresenter.swift": lines(100, 90),
                "Sources/MVVM/Counter/CounterViewModel.swift": lines(100, 80),
                "Sources/TEA/Counter/CounterState.swift": lines(100, 95),
            ]), verdict: .fails),
        ClaimFixture(
            claim: "presentation-logic-testable", situation: "no coverage given and no cache", files: presentationTree,
            verdict: .unmeasured),
        ClaimFixture(
            claim: "one-way-flow", situation: "the controller redraws only when the model calls back",
            files: [
                "Sources/MVC/News/NewsModel.swift": "final class NewsModel {}\n",
                "Sources/MVCViews/News/NewsViewController.swift": newsController(
                    action: "sceneView.refreshControl.onRefresh = { [weak self] in self?.model.pulledToRefresh() }"),
            ], verdict: .holds),
        ClaimFixture(
            claim: "one-way-flow", situation: "the controller sets the loading label right after calling the model",
            files: [
                "Sources/MVC/News/NewsModel.swift": "final class NewsModel {}\n",
                "Sources/MVCViews/News/NewsViewController.swift": newsController(
                    action: "model.pulledToRefresh()\n        sceneView.status.text = \"Loading…\""),
            ], verdict: .fails),
        ClaimFixture(
            claim: "one-way-flow", situation: "a closure starts the request, then shows the spinner",
            files: [
                "Sources/MVC/News/NewsModel.swift": "final class NewsModel {}\n",
                "Sources/MVCViews/News/NewsViewController.swift": newsController(
                    action: "header.onPull = { [weak self] in self?.model.reload(); self?.spinner.startAnimating() }"),
            ], verdict: .fails),
    ]

    /// An MVC News controller that hears its model through a delegate callback, with `action` in `viewDidLoad`.
    static func newsController(action: String) -> String {
        """
        final class NewsViewController: ListSceneController<NewsSceneView> {
            private let model: NewsModel

            override func viewDidLoad() {
                model.delegate = self
                \(action)
                model.viewDidLoad()
            }

            func newsModel(_ model: NewsModel, didChange change: ListChange) {
                sceneView.apply(change)
            }
        }

        """
    }

    /// The Profile scene's Drafts module in MVC: its own files.
    static let profileModule = [
        "Sources/MVCViews/Profile/DraftTableViewHelper.swift": "final class DraftTableViewHelper {}\n",
        "Sources/MVCViews/Profile/DraftCellHelper.swift": "struct DraftCellHelper {\n    let trash = 1\n}\n",
    ]

    /// A TEA test file that declares a fake runner, and MVVM tests that import the fake services: 3 of TEA's 4 tests
    /// and none of MVVM's need no fake.
    static let fakeTests = [
        "Tests/TEATests/CounterStateTests.swift":
            "import TEA\n@Test func a() {}\n@Test func b() {}\n@Test func e() {}\n",
        "Tests/TEATests/StoreTests.swift": "import TEA\nfinal class FakeRunner {}\n@Test func c() {}\n",
        "Tests/MVVMTests/CounterViewModelTests.swift": "import ServiceFakes\n@Test func d() {}\n",
    ]
}

import Report
import Testing

/// A fixture tree (and coverage) on which one claim should come out one way.
struct ClaimFixture: Sendable, CustomTestStringConvertible {
    var claim: String
    var situation: String
    var files: [String: String]
    var coverage: Coverage?
    var verdict: Claim.Verdict

    var testDescription: String { "\(claim): \(situation) → \(verdict.rawValue)" }

    /// `count` lines of code.
    static func code(_ count: Int) -> String {
        String(repeating: "let a = 0\n", count: count)
    }

    static func lines(_ count: Int, _ covered: Int) -> Coverage.Lines {
        Coverage.Lines(count: count, covered: covered)
    }

    static let presentationTree = [
        "Sources/MVCTerminal/Counter/CounterViewController.swift": code(10),
        "Sources/MVC/Counter/CounterModel.swift": code(10),
        "Sources/MVP/Counter/CounterPresenter.swift": code(10),
        "Sources/MVVM/Counter/CounterViewModel.swift": code(10),
        "Sources/TEA/Counter/CounterState.swift": code(10),
    ]

    static let followMVP = [
        "Sources/MVP/Follow/UserCellPresenter.swift": code(30),
        "Sources/MVP/Follow/UserCellView.swift": code(10),
        "Sources/MVPTerminal/Follow/UserRowCell.swift": code(10),
        "Sources/MVPTerminal/Follow/UserListViewController.swift":
            "presenter.cellPresenter(at: 0).attach(view: cell)\nlet title = 1\n",
    ]

    /// For every claim, a tree where it holds and one where it fails.
    static let all = base + review + growth

    /// The fixtures of the claims measured first.
    static let base: [ClaimFixture] = [
        ClaimFixture(
            claim: "modular-scene-size", situation: "scene controllers of 90 lines",
            files: [
                "Sources/MVCTerminal/Profile/UserProfileViewController.swift": code(90),
                "Sources/MVCTerminal/Profile/BlogTableViewHelper.swift": code(100),
            ], verdict: .holds),
        ClaimFixture(
            claim: "modular-scene-size", situation: "scene controllers of 200 lines",
            files: ["Sources/MVCTerminal/Profile/UserProfileViewController.swift": code(200)], verdict: .fails),
        ClaimFixture(
            claim: "module-adds-to-scene", situation: "Trash named only in the scene",
            files: [
                "Sources/MVCTerminal/Profile/SelfProfileViewController.swift": "let trash = Drafts(kind: .trash)\n",
                "Sources/MVCTerminal/Profile/DraftTableViewHelper.swift": "// Also the Trash.\nlet kind = 1\n",
            ], verdict: .holds),
        ClaimFixture(
            claim: "module-adds-to-scene", situation: "the Drafts module tests for Trash",
            files: [
                "Sources/MVCTerminal/Profile/SelfProfileViewController.swift": "let trash = Drafts(kind: .trash)\n",
                "Sources/MVCTerminal/Profile/DraftTableViewHelper.swift": "if kind == .trash { restore() }\n",
            ], verdict: .fails),
        ClaimFixture(
            claim: "mvp-more-code", situation: "MVP 70 lines against MVC 50",
            files: [
                "Sources/MVCTerminal/Counter/CounterViewController.swift": code(50),
                "Sources/MVP/Counter/CounterPresenter.swift": code(40),
                "Sources/MVPTerminal/Counter/CounterViewController.swift": code(30),
            ], verdict: .holds),
        ClaimFixture(
            claim: "mvp-more-code", situation: "MVP 70 lines against MVC 100",
            files: [
                "Sources/MVCTerminal/Counter/CounterViewController.swift": code(100),
                "Sources/MVP/Counter/CounterPresenter.swift": code(40),
                "Sources/MVPTerminal/Counter/CounterViewController.swift": code(30),
            ], verdict: .fails),
        ClaimFixture(
            claim: "mvp-halves-controller", situation: "MVP's controller is half MVC's",
            files: [
                "Sources/MVCTerminal/Counter/CounterViewController.swift": code(100),
                "Sources/MVPTerminal/Counter/CounterViewController.swift": code(50),
            ], verdict: .holds),
        ClaimFixture(
            claim: "mvp-halves-controller", situation: "MVP's controller is 80% of MVC's",
            files: [
                "Sources/MVCTerminal/Counter/CounterViewController.swift": code(100),
                "Sources/MVPTerminal/Counter/CounterViewController.swift": code(80),
            ], verdict: .fails),
        ClaimFixture(
            claim: "binding-half", situation: "MVVM's path 26 lines against MVP's 51",
            files: followMVP.merging([
                "Sources/MVVM/Follow/UserCellViewModel.swift": code(15),
                "Sources/MVVMTerminal/Follow/UserRowCell.swift": code(10),
                "Sources/MVVMTerminal/Follow/UserListViewController.swift": "cell.bind(to: row)\nlet title = 1\n",
            ]) { $1 }, verdict: .holds),
        ClaimFixture(
            claim: "binding-half", situation: "MVVM's path 51 lines against MVP's 51",
            files: followMVP.merging([
                "Sources/MVVM/Follow/UserCellViewModel.swift": code(40),
                "Sources/MVVMTerminal/Follow/UserRowCell.swift": code(10),
                "Sources/MVVMTerminal/Follow/UserListViewController.swift": "cell.bind(to: row)\n",
            ]) { $1 }, verdict: .fails),
        ClaimFixture(
            claim: "massive-controller", situation: "no layered file near the massive one",
            files: [
                "Sources/MVCTerminal/NewsMassive/MassiveNewsViewController.swift": code(200),
                "Sources/MVCTerminal/News/NewsViewController.swift": code(60),
                "Sources/MVC/News/NewsModel.swift": code(80),
            ], verdict: .holds),
        ClaimFixture(
            claim: "massive-controller", situation: "a layered file of 150 lines against 200",
            files: [
                "Sources/MVCTerminal/NewsMassive/MassiveNewsViewController.swift": code(200),
                "Sources/MVCTerminal/News/NewsViewController.swift": code(60),
                "Sources/MVC/News/NewsModel.swift": code(150),
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
            claim: "presentation-logic-testable", situation: "MVC 5%, MVP 90%, MVVM 80%, TEA 95% executed",
            files: presentationTree,
            coverage: Coverage(files: [
                "Sources/MVCTerminal/Counter/CounterViewController.swift": lines(100, 5),
                "Sources/MVC/Counter/CounterModel.swift": lines(50, 50),
                "Sources/MVP/Counter/CounterPresenter.swift": lines(100, 90),
                "Sources/MVVM/Counter/CounterViewModel.swift": lines(100, 80),
                "Sources/TEA/Counter/CounterState.swift": lines(100, 95),
            ]), verdict: .holds),
        ClaimFixture(
            claim: "presentation-logic-testable", situation: "MVC 60% executed",
            files: presentationTree,
            coverage: Coverage(files: [
                "Sources/MVCTerminal/Counter/CounterViewController.swift": lines(100, 60),
                "Sources/MVP/Counter/CounterPresenter.swift": lines(100, 90),
                "Sources/MVVM/Counter/CounterViewModel.swift": lines(100, 80),
                "Sources/TEA/Counter/CounterState.swift": lines(100, 95),
            ]), verdict: .fails),
        ClaimFixture(
            claim: "presentation-logic-testable", situation: "no coverage given", files: presentationTree,
            verdict: .unmeasured),
        ClaimFixture(
            claim: "one-way-flow-needs-no-fakes", situation: "TEA's update tests use no fake, MVVM's do",
            files: [
                "Tests/TEATests/CounterStateTests.swift":
                    "import TEA\n@Test func a() {}\n@Test func b() {}\n@Test func e() {}\n",
                "Tests/TEATests/StoreTests.swift": "import TEA\nfinal class FakeRunner {}\n@Test func c() {}\n",
                "Tests/MVVMTests/CounterViewModelTests.swift": "import ServiceFakes\n@Test func d() {}\n",
            ], verdict: .holds),
        ClaimFixture(
            claim: "one-way-flow-needs-no-fakes", situation: "TEA's tests need fake services too",
            files: [
                "Tests/TEATests/CounterStateTests.swift": "import ServiceFakes\n@Test func a() {}\n",
                "Tests/MVVMTests/CounterViewModelTests.swift": "import MVVM\n@Test func d() {}\n",
            ], verdict: .fails),
    ]
}

import Report

/// Trees for the claims of seed 000's summary, each where it holds and where it fails.
extension ClaimFixture {
    /// MVC's Counter: 20 lines of its own over 21 of shared views and 20 of Model.
    static let mvcCounter = [
        "Sources/MVC/Counter/CounterModel.swift": code(10),
        "Sources/MVCViews/Counter/CounterViewController.swift": code(10),
        "Sources/SceneViews/Counter/CounterCell.swift": "import TerminalKit\n" + code(10),
        "Sources/SceneViews/Counter/CounterSceneView.swift": code(10),
        "Sources/Model/Entities/Counter.swift": code(20),
    ]

    /// MVP's and MVVM's Following · Discover, whose logic reads the kind and whose views do not.
    static let followByLogic = [
        "Sources/MVP/Follow/UserListPresenter.swift": "let kind: UserListKind\nguard kind.hasSearch else { return }\n",
        "Sources/MVPViews/Follow/UserListViewController.swift": "super.init(title: presenter.title)\n",
        "Sources/MVVM/Follow/UserListViewModel.swift": "switch kind {\ncase .following: a()\ncase .discover: b()\n}\n",
        "Sources/MVVMViews/Follow/UserListViewController.swift":
            "// Discover's search field: viewModel.kind.hasSearch\nsuper.init(title: viewModel.title)\n",
        "Sources/SceneViews/Follow/UserCell.swift": "let title = \"[ following ]\"\n",
    ]

    static let review: [ClaimFixture] = [
        ClaimFixture(
            claim: "model-and-views-reused", situation: "MVC writes 20 of its Counter's 61 lines",
            files: mvcCounter, verdict: .holds),
        ClaimFixture(
            claim: "model-and-views-reused", situation: "a shared view imports Model",
            files: mvcCounter.merging(["Sources/SceneViews/Counter/CounterCell.swift": "import Model\n" + code(10)]) {
                $1
            }, verdict: .fails),
        ClaimFixture(
            claim: "model-and-views-reused", situation: "MVC writes 60 of its Counter's 101 lines",
            files: mvcCounter.merging(["Sources/MVC/Counter/CounterModel.swift": code(50)]) { $1 }, verdict: .fails),
        ClaimFixture(
            claim: "layering-doubles-files", situation: "MVC 1 file, MVP and MVVM 2",
            files: [
                "Sources/MVCViews/Counter/CounterViewController.swift": code(1),
                "Sources/MVP/Counter/CounterPresenter.swift": code(1),
                "Sources/MVPViews/Counter/CounterViewController.swift": code(1),
                "Sources/MVVM/Counter/CounterViewModel.swift": code(1),
                "Sources/MVVMViews/Counter/CounterViewController.swift": code(1),
            ], verdict: .holds),
        ClaimFixture(
            claim: "layering-doubles-files", situation: "MVC 1 file, MVP 2 and MVVM 1",
            files: [
                "Sources/MVCViews/Counter/CounterViewController.swift": code(1),
                "Sources/MVP/Counter/CounterPresenter.swift": code(1),
                "Sources/MVPViews/Counter/CounterViewController.swift": code(1),
                "Sources/MVVM/Counter/CounterViewModel.swift": code(1),
            ], verdict: .fails),
        ClaimFixture(
            claim: "mvvm-less-code", situation: "MVVM 50 lines against MVP 70",
            files: [
                "Sources/MVP/Counter/CounterPresenter.swift": code(40),
                "Sources/MVPViews/Counter/CounterViewController.swift": code(30),
                "Sources/MVVM/Counter/CounterViewModel.swift": code(20),
                "Sources/MVVMViews/Counter/CounterViewController.swift": code(20),
                "Sources/MVVM/Support/Binding.swift": code(10),
            ], verdict: .holds),
        ClaimFixture(
            claim: "mvvm-less-code", situation: "MVVM 80 lines against MVP 70, its binding plumbing counted",
            files: [
                "Sources/MVP/Counter/CounterPresenter.swift": code(40),
                "Sources/MVPViews/Counter/CounterViewController.swift": code(30),
                "Sources/MVVM/Counter/CounterViewModel.swift": code(20),
                "Sources/MVVMViews/Counter/CounterViewController.swift": code(20),
                "Sources/MVVM/Support/Binding.swift": code(40),
            ], verdict: .fails),
        ClaimFixture(
            claim: "same-layout-other-logic", situation: "only the logic reads the kind",
            files: followByLogic, verdict: .holds),
        ClaimFixture(
            claim: "same-layout-other-logic", situation: "MVVM's view picks its title by the kind",
            files: followByLogic.merging([
                "Sources/MVVMViews/Follow/UserListViewController.swift": "super.init(title: viewModel.kind.title)\n"
            ]) { $1 }, verdict: .fails),
    ]
}

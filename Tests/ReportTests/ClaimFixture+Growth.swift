import Report

/// Trees for seed 004's "more logic only grows the presenter": where MVP handles `+` decides where the rule lands.
extension ClaimFixture {
    /// MVP's `+` handler as the sources have it, which the rule's edit replaces.
    static let mvpPlusHandler = "    public func plusButtonTapped(at index: Int) { perform(.increment, at: index) }\n"

    static let growth: [ClaimFixture] = [
        ClaimFixture(
            claim: "logic-grows-only-presenter", situation: "the presenter handles +",
            files: [
                "Sources/MVP/Counter/CounterPresenter.swift": "final class CounterPresenter {\n\(mvpPlusHandler)}\n",
                "Sources/MVPViews/Counter/CounterViewController.swift": code(10),
            ], verdict: .holds),
        ClaimFixture(
            claim: "logic-grows-only-presenter", situation: "MVP's view controller handles + itself",
            files: [
                "Sources/MVP/Counter/CounterPresenter.swift": code(10),
                "Sources/MVPViews/Counter/CounterViewController.swift":
                    "final class CounterViewController {\n\(mvpPlusHandler)}\n",
            ], verdict: .fails),
        ClaimFixture(
            claim: "logic-grows-only-presenter", situation: "the presenter's + handler was rewritten",
            files: [
                "Sources/MVP/Counter/CounterPresenter.swift":
                    "final class CounterPresenter {\n    public func plus(at index: Int) {}\n}\n"
            ], verdict: .unmeasured),
    ]
}

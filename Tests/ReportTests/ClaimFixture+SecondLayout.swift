import Report

/// Trees for seed 000's point 5, first half: each architecture's browser front end over its logic.
extension ClaimFixture {
    /// A view controller compiled for both front ends, the browser's only in its imports.
    static let sharedViewController = """
        #if BROWSER
            import BrowserKit
        #else
            import TerminalKit
        #endif

        final class CounterViewController {
            let a = 0
        }

        """

    /// `architecture`'s Counter: logic, and a view layer both front ends compile.
    static func secondLayoutTree(_ architecture: String) -> [String: String] {
        let name = architecture.uppercased()
        return [
            "Sources/\(name)/Counter/CounterLogic.swift": code(10),
            "Sources/\(name)Views/Counter/CounterViewController.swift": sharedViewController,
            "Sources/WebSceneViews/Counter/CounterCell.swift": code(5),
        ]
    }

    /// The link by which `architecture`'s browser module compiles its view layer.
    static func secondLayoutLinks(_ architecture: String) -> [String: String] {
        let name = architecture.uppercased()
        return ["Sources/\(name)Web/Views": "Sources/\(name)Views"]
    }

    static let secondLayout: [ClaimFixture] = ["mvc", "mvp", "mvvm", "tea", "viper"].flatMap { architecture in
        let name = architecture.uppercased()
        let tree = secondLayoutTree(architecture)
        let links = secondLayoutLinks(architecture)
        return [
            ClaimFixture(
                claim: "second-layout-\(architecture)", situation: "one view layer for both, only its imports differ",
                files: tree, verdict: .holds, links: links),
            ClaimFixture(
                claim: "second-layout-\(architecture)", situation: "no browser module compiles the views",
                files: tree, verdict: .fails),
            ClaimFixture(
                claim: "second-layout-\(architecture)", situation: "the logic asks which front end it runs under",
                files: tree.merging([
                    "Sources/\(name)/Counter/CounterLogic.swift": code(10) + "#if BROWSER\nlet b = 1\n#endif\n"
                ]) { $1 }, verdict: .fails, links: links),
            architecture == "mvc"
                ? ClaimFixture(
                    claim: "second-layout-mvc", situation: "the controller does something else in the browser",
                    files: tree.merging([
                        "Sources/MVCViews/Counter/CounterViewController.swift":
                            sharedViewController + "#if BROWSER\nlet b = 1\n#else\nlet b = 2\n#endif\n"
                    ]) { $1 }, verdict: .fails, links: links)
                : ClaimFixture(
                    claim: "second-layout-\(architecture)", situation: "a presentation file written for the browser",
                    files: tree.merging(["Sources/\(name)Web/Counter/CounterWebViewModel.swift": code(3)]) { $1 },
                    verdict: .fails, links: links),
        ]
    }
}

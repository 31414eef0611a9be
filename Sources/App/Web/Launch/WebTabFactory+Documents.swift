import BrowserKit
import Report

extension WebTabFactory {
    /// The tab of a document page — `/report`, or `/diff/SCENE/A/B` for two architectures that build the scene — or
    /// `nil` when `path` names none.
    func documentTab(path: String) -> (any WebPageTab)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, parts[0].isEmpty, !path.contains("?") else { return nil }
        let sources = CodeSources.fromEnvironment()
        switch parts[1] {
        case "report" where parts.count == 2:
            let view = ReportView()
            return DocumentTab(view: view, location: PageLocation(path: path, title: "MVX · Report")) { [weak view] in
                let report = await PackageReader.report(sources: sources)
                view?.content = DocumentContent(report)
            }
        case "diff" where parts.count == 5:
            guard let scene = SceneID(rawValue: parts[2]), let from = ReportArchitecture(rawValue: parts[3]),
                let to = ReportArchitecture(rawValue: parts[4])
            else { return nil }
            let view = DiffView(scene: scene, from: from, to: to)
            return DocumentTab(view: view, location: PageLocation(path: path, title: view.title)) { [weak view] in
                let diff = await PackageReader.diff(scene: scene.rawValue, from: from, to: to, sources: sources)
                view?.content = DocumentContent(diff)
            }
        default:
            return nil
        }
    }
}

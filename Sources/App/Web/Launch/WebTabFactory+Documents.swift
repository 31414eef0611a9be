import BrowserKit
import Report

extension WebTabFactory {
    /// The tab of `/report`: the claims table and its charts, read from the sources when the page opens.
    func reportTab(path: String) -> any WebPageTab {
        let sources = CodeSources.fromEnvironment()
        let view = ReportView()
        return DocumentTab(view: view, location: PageLocation(path: path, title: "MVX · Report")) { [weak view] in
            let report = await PackageReader.report(sources: sources)
            view?.content = DocumentContent(report)
        }
    }

    /// The tab of `/diff/SCENE/A/B`: what `mvx diff` prints for two architectures, read when the page opens.
    func diffTab(path: String, scene: SceneID, from: ReportArchitecture, to: ReportArchitecture) -> any WebPageTab {
        let sources = CodeSources.fromEnvironment()
        let view = DiffView(scene: scene, from: from, to: to)
        return DocumentTab(view: view, location: PageLocation(path: path, title: view.title)) { [weak view] in
            let diff = await PackageReader.diff(scene: scene.rawValue, from: from, to: to, sources: sources)
            view?.content = DocumentContent(diff)
        }
    }
}

import BrowserKit
import Model

/// A tab that shows a document rather than a scene — a diff, the report: its view, filled in by `load` once the tab
/// starts. It has no scenes and no keys of its own; its links load other pages.
@MainActor
final class DocumentTab: WebPageTab {
    let page: BrowserKit.Page
    var shells: [WebShell] { [] }
    private let load: @MainActor () async -> Void

    init(view: View, location: PageLocation, load: @escaping @MainActor () async -> Void) {
        page = BrowserKit.Page(rootView: view, location: location)
        self.load = load
    }

    func start(send: @escaping @MainActor (String) -> Void) {
        page.start(send: send)
        startTrackedTask { [load] in await load() }
    }

    func receive(_ text: String) throws(PageEventError) {
        page.handle(try PageEvent(json: text))
    }

    func close() {
        page.close()
    }
}

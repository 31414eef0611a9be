import BrowserKit
import Model

/// One browser tab: its shell and its page, speaking the web host's protocol. The URL the tab was opened at is its
/// place; every render records the place it has reached — a new history entry when the stack changed (a push, a
/// pop, another architecture), the current one replaced when only the selection, segment or search moved.
@MainActor
final class WebTab: WebPageTab {
    let shell: WebShell
    let page: BrowserKit.Page
    private var shownPlace: WebPlace

    var shells: [WebShell] { [shell] }

    init(place: WebPlace, shell: WebShell) {
        self.shell = shell
        shownPlace = place
        page = BrowserKit.Page(rootView: shell.rootView, location: PageLocation(path: place.path, title: shell.title))
        shell.open(place)
        page.onKey = { [weak self] key in self?.shell.handleKey(key) ?? false }
        page.onNavigate = { [weak self] path in self?.navigate(to: path) }
        page.onRender = { [weak self] in self?.rendered() }
    }

    func start(send: @escaping @MainActor (String) -> Void) {
        page.start(send: send)
    }

    func receive(_ text: String) throws(PageEventError) {
        let event = try PageEvent(json: text)
        if case .navigate = event {} else { shell.userActed() }
        page.handle(event)
    }

    func close() {
        page.close()
        shell.close()
    }

    /// Back or forward: rebuild the tab at `path` (an unknown path goes Home).
    private func navigate(to path: String) {
        let place = WebPlace(path: path, defaultVariant: shell.variant) ?? WebPlace(variant: shell.variant, levels: [])
        shownPlace = place
        shell.open(place)
        page.replaceLocation(with: PageLocation(path: place.path, title: shell.title))
    }

    private func rendered() {
        let restoring = shell.restoreStep()
        guard !restoring else { return }
        let place = shell.place
        guard place != shownPlace else {
            if page.location.title != shell.title {
                page.replaceLocation(with: PageLocation(path: place.path, title: shell.title))
            }
            return
        }
        let stackChanged =
            place.variant != shownPlace.variant
            || place.levels.map { [$0.scene.rawValue, String($0.profileUserID ?? 0), String($0.place.showsDetail)] }
                != shownPlace.levels.map {
                    [$0.scene.rawValue, String($0.profileUserID ?? 0), String($0.place.showsDetail)]
                }
        shownPlace = place
        let location = PageLocation(path: place.path, title: shell.title)
        if stackChanged { page.location = location } else { page.replaceLocation(with: location) }
    }
}

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
    private var waitingForFirstFrame: [CheckedContinuation<Void, Never>] = []

    var shells: [WebShell] { [shell] }

    /// The tab at `place` in `shell`; with a `firstFrameLimit`, its first frame waits that long at most for the
    /// scene's data.
    init(place: WebPlace, shell: WebShell, firstFrameLimit: Duration?) {
        self.shell = shell
        shownPlace = place
        page = BrowserKit.Page(rootView: shell.rootView, location: PageLocation(path: place.path, title: shell.title))
        shell.open(place)
        page.onKey = { [weak self] key in self?.shell.handleKey(key) ?? false }
        page.onNavigate = { [weak self] path in self?.navigate(to: path) }
        page.onRender = { [weak self] in self?.rendered() }
        if let firstFrameLimit { holdFirstFrame(for: firstFrameLimit) }
    }

    func start(send: @escaping @MainActor (String) -> Void) {
        page.start(send: send)
    }

    func firstScreen() async -> (html: String, title: String)? {
        if page.isHoldingFirstFrame {
            await withCheckedContinuation { waitingForFirstFrame.append($0) }
        }
        return (page.html(), page.location.title)
    }

    /// Holds the first frame until the scene has what it shows first — ``rendered()`` sees no place being restored,
    /// no request in flight and no list loading (`aria-busy`) — or until `limit` has passed.
    private func holdFirstFrame(for limit: Duration) {
        page.holdFirstFrame()
        page.setNeedsRender()  // a render after the scene's first work has started, to look at then
        let clock = shell.environment.clock
        startTrackedTask { [weak self] in
            try? await clock.sleep(for: limit)
            self?.showFirstFrame()
        }
    }

    private func showFirstFrame() {
        page.showFirstFrame()
        let waiting = waitingForFirstFrame
        waitingForFirstFrame = []
        for continuation in waiting { continuation.resume() }
    }

    func receive(_ text: String) throws(PageEventError) {
        let event = try PageEvent(json: text)
        if case .navigate = event {} else { shell.userActed() }
        page.handle(event)
    }

    func close() {
        page.close()
        shell.close()
        showFirstFrame()  // nothing to draw on a closed page; whoever waits for the first frame goes on
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
        if page.isHoldingFirstFrame {
            guard shell.environment.networkActivity.isIdle, !page.isBusy else { return }
            showFirstFrame()  // renders again if started, and comes back here
            return
        }
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

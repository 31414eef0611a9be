import BrowserKit
import Foundation
import Model

/// One browser tab's app: the navigation stack over Home, opening scenes from the browser catalog in the chosen
/// architecture, the bar `MVX · ARCH · Scene`, and the terminal's keys — `a` (the same place in the next
/// architecture), `?` (the keys), `c` (the code behind the scene), esc (back) and ↑ ↓ enter page up on the list.
/// Its place is its URL: ``place`` reads it from the views, ``open(_:)`` rebuilds it.
@MainActor
final class WebShell {
    let navigationController: NavigationController
    let rootView: WebShellView
    let environment: AppEnvironment
    let catalog: WebSceneCatalog
    /// The architecture scenes open in.
    private(set) var variant: ArchitectureVariant
    /// Where key `c` reads the files it shows: the package this `mvx` was built from, or `MVX_SOURCE_ROOT`.
    var codeSources = CodeSources.fromEnvironment()
    /// Whether back stops at the first scene instead of going Home: a compare panel is its scene, in its architecture.
    var keepsFirstScene = false
    /// Called with every scene built, so that a leak check can watch it.
    var onSceneBuilt: (@MainActor (WebBuiltScene, SceneID, ArchitectureVariant) -> Void)?
    private let home: WebHomeViewController
    private var openScenes: [OpenScene] = []
    private var restorers: [WebPlaceRestorer] = []
    private var pendingLevels: [WebPlace.Level] = []

    private struct OpenScene {
        weak var controller: ViewController?
        let scene: SceneID
        let variant: ArchitectureVariant
        let profileUserID: Int?
    }

    init(environment: AppEnvironment, catalog: WebSceneCatalog, variant: ArchitectureVariant) {
        self.environment = environment
        self.catalog = catalog
        self.variant = variant
        home = WebHomeViewController(catalog: catalog, variant: variant)
        navigationController = NavigationController(root: home)
        rootView = WebShellView()
        rootView.shell = self
        rootView.addSubview(navigationController.view)
        home.onOpen = { [weak self] scene, variant in self?.openFromHome(scene, in: variant) }
    }

    // MARK: The place

    /// Where the tab is now: the scenes on the stack, each at its place.
    var place: WebPlace {
        let controllers = navigationController.viewControllers
        var levels: [WebPlace.Level] = []
        for (index, controller) in controllers.enumerated() {
            guard let open = openScenes.first(where: { $0.controller === controller }) else { continue }
            let above = controllers.indices.contains(index + 1) ? controllers[index + 1] : nil
            let showsDetail = above.map { above in !openScenes.contains { $0.controller === above } } ?? false
            levels.append(
                WebPlace.Level(
                    scene: open.scene, profileUserID: open.profileUserID,
                    place: ScenePlace(readingPage: controller.view, showsDetail: showsDetail)))
        }
        return WebPlace(variant: variant, levels: levels + pendingLevels)
    }

    /// The bar's text: `MVX · ARCH · Scene`, with the pushed screen's title after `›`.
    var title: String {
        guard let top = navigationController.topViewController, top !== home,
            let open = openScenes.last(where: { $0.controller != nil })
        else { return "MVX · \(variant.displayName) · Home" }
        let base = "MVX · \(open.variant.displayName) · \(open.scene.title)"
        if open.controller === top || top.title.isEmpty { return base }
        return "\(base) › \(top.title)"
    }

    /// Rebuilds the tab at `place`: Home, then each scene of the place pushed and restored as its rows arrive.
    func open(_ place: WebPlace) {
        variant = place.variant
        home.variant = place.variant
        while navigationController.popViewController() != nil {}
        openScenes.removeAll()
        restorers.removeAll()
        pendingLevels = place.levels
        pushPendingLevel()
    }

    /// Moves restorations on after a render; answers whether one is still under way.
    @discardableResult
    func restoreStep() -> Bool {
        while let restorer = restorers.first {
            guard restorer.step() else { return true }
            restorers.removeFirst()
            pushPendingLevel()
        }
        return false
    }

    /// The user acted (a click, a key, typing): what is still being restored stops where it is, and the user's
    /// place is what the page shows from now on.
    func userActed() {
        restorers.removeAll()
        pendingLevels.removeAll()
    }

    private func pushPendingLevel() {
        guard !pendingLevels.isEmpty else { return }
        let level = pendingLevels.removeFirst()
        guard let controller = build(level.scene, in: variant, profileUserID: level.profileUserID) else {
            pendingLevels = []
            return
        }
        navigationController.pushViewController(controller)
        restorers.append(
            WebPlaceRestorer(place: level.place, into: controller, activity: environment.networkActivity))
        restoreStep()
    }

    // MARK: Navigation

    /// Pushes the profile of `userID` over the scene on top, in its architecture.
    func showProfile(of userID: Int) {
        guard let controller = build(.profile, in: variant, profileUserID: userID) else { return }
        navigationController.pushViewController(controller)
    }

    /// Key `a`: the same place in the next architecture that builds every scene on the stack; on Home, the
    /// architecture the next scene opens in.
    func switchArchitecture() {
        var place = self.place
        if place.levels.isEmpty {
            variant = variant.next
            home.variant = variant
            home.view.setNeedsRender()
            return
        }
        place.variant = catalog.nextVariant(of: place.levels.map(\.scene), after: variant)
        open(place)
    }

    /// Esc: closes an overlay or an alert, else goes back one screen (from a scene, to Home, unless
    /// ``keepsFirstScene``).
    func goBack() {
        if rootView.overlay != nil {
            rootView.overlay = nil
            return
        }
        if let top = navigationController.topViewController, let alert = top.presentedViewController {
            _ = alert.handleKey("Escape")
            return
        }
        if keepsFirstScene, navigationController.viewControllers.count <= 2 { return }
        navigationController.popViewController()
    }

    private func openFromHome(_ scene: SceneID, in variant: ArchitectureVariant) {
        self.variant = variant
        home.variant = variant
        guard let controller = build(scene, in: variant, profileUserID: nil) else { return }
        navigationController.pushViewController(controller)
    }

    private func build(_ scene: SceneID, in variant: ArchitectureVariant, profileUserID: Int?) -> ViewController? {
        let navigator = SceneNavigator { [weak self] userID in self?.showProfile(of: userID) }
        let context = SceneContext(environment: environment, profileUserID: profileUserID, navigator: navigator)
        guard let built = catalog.makeScene(scene, in: variant, context: context) else { return nil }
        onSceneBuilt?(built, scene, variant)
        openScenes.removeAll { $0.controller == nil }
        openScenes.append(
            OpenScene(controller: built.controller, scene: scene, variant: variant, profileUserID: profileUserID))
        return built.controller
    }

    /// The tab closed: every scene goes, and with it everything it holds.
    func close() {
        restorers.removeAll()
        pendingLevels.removeAll()
        while navigationController.popViewController() != nil {}
        openScenes.removeAll()
        rootView.overlay = nil
    }

    // MARK: Keys

    /// Handles a key the page forwarded; answers whether it did.
    func handleKey(_ key: String) -> Bool {
        if rootView.overlay != nil {
            if key == "Escape" || key == "?" || key == "c" { rootView.overlay = nil }
            return true
        }
        switch key {
        case "a":
            switchArchitecture()
            return true
        case "?":
            rootView.overlay = .keys(KeyHelpLines.lines(serverURL: environment.serverURL.absoluteString))
            return true
        case "c":
            rootView.overlay = .code(codeListing())
            return true
        case "Escape":
            goBack()
            return true
        default:
            guard let top = navigationController.topViewController else { return false }
            if let alert = top.presentedViewController { return alert.handleKey(key) }
            if let list = top.view.shownWebList, list.handleKey(key) { return true }
            if top.sendKey(key) { return true }
            // Enter with no row to act on reaches the one thing there is to do: a status line's Retry.
            guard key == "Enter" else { return false }
            return top.view.allDescendants.contains { $0.isShown(within: top.view) && $0.handleKey(key) }
        }
    }

    /// Shows `file` of the code listing, read off the main actor; back returns to `listing`.
    func openFile(_ file: SceneCode.File, from listing: WebShellView.CodeListing) {
        rootView.overlay = .file(file, nil, listing)
        let sources = codeSources
        Task { @MainActor [weak self] in
            let loaded = await SourceFileLoader.load(file, from: sources)
            guard let self, case .file(let shown, nil, _) = self.rootView.overlay, shown == file else { return }
            self.rootView.overlay = .file(file, loaded, listing)
        }
    }

    private func codeListing() -> WebShellView.CodeListing {
        guard let open = openScenes.last(where: { $0.controller != nil }),
            navigationController.topViewController !== home,
            let code = SceneCode(scene: open.scene, variant: open.variant)
        else { return WebShellView.CodeListing(heading: "The code behind Home", code: SceneCode.shell) }
        return WebShellView.CodeListing(
            heading: "\(open.scene.title) in \(open.variant.displayName): the files, by layer", code: code)
    }
}

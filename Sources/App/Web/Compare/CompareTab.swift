import BrowserKit
import Foundation
import Model

/// The compare page's tab: one scene in every architecture side by side, each panel a ``WebShell`` of its own on
/// its own lane — a server the page started for it (``CompareLanes``) — all drawing from the same random seed.
///
/// With same input on, a click or typing in one panel reaches the element at the same place in every panel — the
/// screens are the same HTML in every architecture, so the same place is the same control — and a key reaches
/// them all; off, only the panel acted in. Whenever no panel waits for the network, the page compares what each
/// panel shows below its bar and marks the panels that differ from the most.
@MainActor
final class CompareTab: WebPageTab {
    let page: BrowserKit.Page
    private(set) var shells: [WebShell] = []
    private let view: CompareView
    private let scene: SceneID
    private let lanes: CompareLanes
    private var laneSet: CompareLaneSet?
    private let catalog: WebSceneCatalog
    private let seed: UInt64
    private let clock: (any Clock<Duration>)?
    private let onSceneBuilt: (@MainActor (WebBuiltScene, SceneID, ArchitectureVariant) -> Void)?
    private var activePanel = 0
    private var closed = false
    private var settling: Task<Void, Never>?

    /// How long the panels must stay still, none waiting for the network, before their screens are compared: an
    /// architecture that shows a change at once and one that shows it with the server's answer agree once both are
    /// done, not in between.
    static let settleTime = Duration.milliseconds(40)

    /// The architectures compared, left to right.
    static let variants = Architecture.allCases.map(ArchitectureVariant.init)

    init(
        scene: SceneID, lanes: CompareLanes, catalog: WebSceneCatalog, seed: UInt64, clock: (any Clock<Duration>)?,
        onSceneBuilt: (@MainActor (WebBuiltScene, SceneID, ArchitectureVariant) -> Void)?
    ) {
        self.scene = scene
        self.lanes = lanes
        self.catalog = catalog
        self.seed = seed
        self.clock = clock
        self.onSceneBuilt = onSceneBuilt
        let scenes = SceneID.allCases.filter { scene in Self.variants.allSatisfy { catalog.contains(scene, in: $0) } }
        view = CompareView(scene: scene, variants: Self.variants, scenes: scenes)
        view.note = "Starting a server for each architecture…"
        page = BrowserKit.Page(
            rootView: view, location: PageLocation(path: "/compare/\(scene.rawValue)", title: "MVX · Compare"))
        view.onSameInputToggled = { [weak self] in self?.view.sameInput.toggle() }
        view.onCodeTapped = { [weak self] index in self?.showCode(of: index) }
        page.onRender = { [weak self] in self?.rendered() }
    }

    func start(send: @escaping @MainActor (String) -> Void) {
        page.start(send: send)
        startTrackedTask { [weak self] in await self?.openPanels() }
    }

    func receive(_ text: String) throws(PageEventError) {
        let event = try PageEvent(json: text)
        switch event {
        case .click(let id), .input(let id, _):
            guard let node = page.reconciler.node(withID: id), let (panel, path) = Self.locate(node) else {
                page.handle(event)  // the page's own controls, or an element that went away
                return
            }
            activePanel = panel
            let targets = view.sameInput ? Array(shells.indices) : [panel].filter(shells.indices.contains)
            for index in targets {
                guard let root = panelRoot(index), let target = Self.node(at: path, under: root),
                    Self.isSameControl(target, as: node)
                else { continue }
                shells[index].userActed()
                if case .input(_, let value) = event {
                    target.listeners.input?(value)
                } else {
                    target.listeners.click?()
                }
            }
            page.render()
        case .key(let key):
            // Each panel is its architecture: `a` would turn it into another.
            if key != "a" {
                let targets = view.sameInput ? Array(shells.indices) : [activePanel].filter(shells.indices.contains)
                for index in targets {
                    shells[index].userActed()
                    _ = shells[index].handleKey(key)
                }
            }
            page.render()
        case .navigate:
            page.render()  // the page keeps one address
        }
    }

    func close() {
        closed = true
        settling?.cancel()
        settling = nil
        page.close()
        for shell in shells { shell.close() }
        laneSet?.close()
        laneSet = nil
    }

    // MARK: The panels

    private func openPanels() async {
        switch await lanes.open() {
        case .failure(.compareLimit(let count)):
            view.note = "Every server this page could use is taken: \(LaunchError.compareLimit(count).description)."
        case .failure(let error):
            view.note = "The compare page needs a server per architecture, and one did not start: \(error.description)"
        case .success(let set):
            guard !closed else {
                set.close()
                return
            }
            laneSet = set
            var views: [View] = []
            for (variant, lane) in zip(Self.variants, set.environments) {
                var environment = lane
                environment.randomSource = SeededRandomSource(seed: seed)
                if let clock { environment.clock = clock }
                let shell = WebShell(environment: environment, catalog: catalog, variant: variant)
                shell.keepsFirstScene = true
                shell.onSceneBuilt = onSceneBuilt
                shell.open(WebPlace(variant: variant, levels: [WebPlace.Level(scene: scene, place: ScenePlace())]))
                shells.append(shell)
                views.append(shell.rootView)
            }
            view.showPanels(views)
            view.note =
                lanes.ownServers
                ? "Each architecture on a server of its own, started for this page and seeded alike. One input reaches "
                    + "every panel while Same input is on; a panel whose screen differs from the others is marked."
                : "The panels share one server (--server): a write in one panel raises counts the others show."
        }
    }

    private func showCode(of index: Int) {
        guard shells.indices.contains(index) else { return }
        _ = shells[index].handleKey("c")
    }

    /// After each render: restorations move on, and the screens are compared once the panels have settled.
    private func rendered() {
        for shell in shells { shell.restoreStep() }
        waitToCompare()
    }

    /// Starts (again) the quiet time after which the screens are compared.
    private func waitToCompare() {
        settling?.cancel()
        guard let clock = shells.first?.environment.clock, !closed else { return }
        settling = startTrackedTask { [weak self] in
            do {
                try await clock.sleep(for: Self.settleTime)
            } catch {
                return  // a later render started a new wait
            }
            self?.compareIfSettled()
        }
    }

    /// Marks the panels whose screen differs; while one is still restoring its place or waiting for the network,
    /// waits again.
    private func compareIfSettled() {
        settling = nil
        let restoring = shells.map { $0.restoreStep() }
        let busy = restoring.contains(true) || shells.contains { !$0.environment.networkActivity.snapshot.isIdle }
        guard !busy else {
            waitToCompare()
            return
        }
        let screens = shells.indices.map { index in panelRoot(index).flatMap(Self.screen(under:)) ?? "" }
        view.differing = Self.outliers(screens)
    }

    private func panelRoot(_ index: Int) -> MountedNode? {
        page.reconciler.root?.subtree.first { $0.attributes[CompareView.panelAttribute] == String(index) }
    }

    // MARK: Finding the same place in another panel

    /// The panel `node` is in, and the child indexes that lead to it from the panel's root.
    static func locate(_ node: MountedNode) -> (panel: Int, path: [Int])? {
        var path: [Int] = []
        var current = node
        while let parent = current.parent {
            if let panel = current.attributes[CompareView.panelAttribute].flatMap(Int.init) {
                return (panel, path.reversed())
            }
            guard let index = parent.children.firstIndex(where: { $0 === current }) else { return nil }
            path.append(index)
            current = parent
        }
        return nil
    }

    /// Whether `other`, at the same place in another panel, is the control `node` is: the same tag, class, label and
    /// title — not a Retry where the acted-on panel has a row's `+`.
    static func isSameControl(_ other: MountedNode, as node: MountedNode) -> Bool {
        other.tag == node.tag && other.attributes["class"] == node.attributes["class"]
            && other.attributes["aria-label"] == node.attributes["aria-label"] && other.text == node.text
    }

    /// The node `path` leads to from `root`, if the panel has one there.
    static func node(at path: [Int], under root: MountedNode) -> MountedNode? {
        var current = root
        for index in path {
            guard current.children.indices.contains(index) else { return nil }
            current = current.children[index]
        }
        return current
    }

    /// What a panel shows below its bar, as HTML without ids: the screen, not the bar, keys or overlays.
    static func screen(under root: MountedNode) -> String? {
        root.subtree.first { $0.tag == "main" }.map { HTML.render($0.wire) }
    }

    /// The panels whose screen is not the one most panels show; all of them when no one screen is shown by more
    /// panels than any other (five different screens, or two pairs and one).
    static func outliers(_ screens: [String]) -> Set<Int> {
        let counts = Dictionary(screens.map { ($0, 1) }, uniquingKeysWith: +)
        guard let most = counts.max(by: { $0.value < $1.value }) else { return [] }
        guard most.value > 1 else { return Set(screens.indices) }
        let tied = counts.values.filter { $0 == most.value }.count > 1
        return Set(screens.indices.filter { tied || screens[$0] != most.key })
    }
}

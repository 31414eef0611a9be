import Model
import TerminalKit

/// The app's composition root at run time: the navigation stack over the home menu, opening scenes from the
/// catalog in the chosen architecture, the top bar `MVX · ARCH · Scene`, key `a` (next architecture), `?` (the keys
/// of the screen and the server's address), `c` (the code behind the scene) and `q` (quit).
///
/// The same shell runs in the live terminal, in `mvx --headless` and in the SceneSpecs.
@MainActor
public final class AppShell {
    public let navigationController: NavigationController
    public let environment: AppEnvironment
    public let catalog: SceneCatalog
    /// The variant the next scene opens in; key `a` on the home menu cycles it.
    public private(set) var variant: ArchitectureVariant
    /// Where key `c` reads the files it shows: the package this `mvx` was built from, or `MVX_SOURCE_ROOT`.
    public var codeSources = CodeSources.fromEnvironment()

    private let home: HomeViewController
    private let tracker: LifetimeTracker?
    private var openScenes: [OpenScene] = []

    private var pendingScenes: [StackedScene] = []
    private var restoring: Restoring?

    /// A scene of the stack key `a` re-opens, and where the user was in it.
    private struct StackedScene {
        let scene: SceneID
        let variant: ArchitectureVariant
        let profileUserID: Int?
        let place: ScenePlace
    }

    /// The scene whose place is being restored.
    private struct Restoring {
        weak var controller: ViewController?
        let scene: StackedScene
        let restorer: PlaceRestorer
    }

    private struct OpenScene {
        weak var controller: ViewController?
        let scene: SceneID
        let variant: ArchitectureVariant
        let profileUserID: Int?
    }

    /// Creates the shell showing the home menu; every scene it builds is handed to `tracker`, if given.
    public init(
        environment: AppEnvironment, catalog: SceneCatalog = .standard, variant: ArchitectureVariant = .mvc,
        tracker: LifetimeTracker? = nil
    ) {
        self.environment = environment
        self.catalog = catalog
        self.variant = variant
        self.tracker = tracker
        home = HomeViewController(catalog: catalog)
        navigationController = NavigationController(rootViewController: home)
        home.onSceneSelected = { [weak self] scene in self?.sceneSelected(scene) }
        navigationController.keyCommands = [
            KeyCommand(.character("a"), title: "next arch") { [weak self] in self?.switchArchitecture() },
            KeyCommand(.character("q"), title: "quit") { [weak self] in self?.quitRequested() },
            KeyCommand(.character("?"), title: "keys") { [weak self] in self?.keyHelpRequested() },
            KeyCommand(.character("c"), title: "code") { [weak self] in self?.codeRequested() },
        ]
        navigationController.titleFormatter = { [weak self] top in self?.title(for: top) ?? top.title ?? "" }
        updateHomeTitle()
    }

    /// The scene on top of the stack (or under the screens it pushed), if any.
    public var currentScene: SceneID? { topOpenScene?.scene }

    /// The variant the scene on top runs in, if a scene is open.
    public var currentSceneVariant: ArchitectureVariant? { topOpenScene?.variant }

    /// The top bar's text now.
    public var title: String { navigationController.navigationBar.title }

    /// Opens `scene` on top of the stack in the current variant (or its architecture's standard variant); the
    /// Profile scene shows `profileUserID`'s profile, the viewer's own by default.
    public func open(_ scene: SceneID, profileUserID: Int? = nil) throws(AppError) {
        guard let resolved = catalog.resolvedVariant(of: scene, for: variant),
            let controller = build(scene, in: resolved, profileUserID: profileUserID)
        else {
            throw .sceneUnavailable(scene, variant, builtIn: catalog.variants(of: scene))
        }
        navigationController.pushViewController(controller)
    }

    /// Pushes the profile of `userID` over the current screen, in the architecture of the scene on top.
    func showProfile(of userID: Int) {
        let variant = currentSceneVariant.map { ArchitectureVariant($0.architecture) } ?? self.variant
        guard let resolved = catalog.resolvedVariant(of: .profile, for: variant),
            let controller = build(.profile, in: resolved, profileUserID: userID)
        else { return }
        navigationController.pushViewController(controller)
    }

    /// Key `a`: re-opens the whole navigation stack in the next variant its scenes have — MVC, MVP, MVVM, TEA,
    /// VIPER, then the massive controller where every scene on the stack has one — each scene at its place
    /// (``ScenePlace``: segment, selection, scroll, a pushed detail); on the home menu, picks the architecture the
    /// next scene opens in.
    public func switchArchitecture() {
        let stack = sceneStack
        guard let top = stack.last else {
            variant = variant.next
            updateHomeTitle()
            return
        }
        variant = catalog.nextVariant(of: stack.map(\.scene), after: top.variant)
        updateHomeTitle()
        navigationController.popToRootViewController()
        restoring = nil
        pendingScenes = stack
        navigationController.viewIfLoaded?.window?.application?.afterLayout = { [weak self] in
            self?.restoreNextStep()
        }
        openPendingScene()
    }

    /// The scenes on the stack, bottom first, each with its place now (or, while a place is still being restored,
    /// the place it is being restored to).
    private var sceneStack: [StackedScene] {
        let controllers = navigationController.viewControllers
        var stack: [StackedScene] = []
        for (index, controller) in controllers.enumerated() {
            guard let open = openScenes.first(where: { $0.controller === controller }) else { continue }
            if let restoring, restoring.controller === controller {
                stack.append(restoring.scene)
                continue
            }
            let above = controllers.indices.contains(index + 1) ? controllers[index + 1] : nil
            let showsDetail = above.map { above in !openScenes.contains { $0.controller === above } } ?? false
            stack.append(
                StackedScene(
                    scene: open.scene, variant: open.variant, profileUserID: open.profileUserID,
                    place: ScenePlace(reading: controller.view, showsDetail: showsDetail)))
        }
        if restoring != nil { stack += pendingScenes }
        return stack
    }

    /// Pushes the next scene of a stack being re-opened, in the current variant, and starts restoring its place.
    private func openPendingScene() {
        guard !pendingScenes.isEmpty else { return }
        let next = pendingScenes.removeFirst()
        guard let resolved = catalog.resolvedVariant(of: next.scene, for: variant),
            let controller = build(next.scene, in: resolved, profileUserID: next.profileUserID)
        else {
            pendingScenes = []
            return
        }
        navigationController.pushViewController(controller)
        restoring = Restoring(
            controller: controller, scene: next,
            restorer: PlaceRestorer(place: next.place, into: controller, activity: environment.networkActivity))
    }

    /// After each layout pass while a stack is re-opened: moves the restoration on, then opens the next scene.
    private func restoreNextStep() {
        guard let current = restoring else { return }
        guard current.restorer.step() else { return }
        restoring = nil
        if current.controller == nil { pendingScenes = [] }
        openPendingScene()
        if restoring == nil {
            navigationController.viewIfLoaded?.window?.application?.afterLayout = nil
        }
    }

    /// Esc: back to the previous screen.
    public func goBack() {
        navigationController.popViewController()
    }

    private func sceneSelected(_ scene: SceneID) {
        try? open(scene)
    }

    /// Key `?`: the keys of the screen on top, and the server's address.
    private func keyHelpRequested() {
        guard navigationController.presentedViewController == nil else { return }
        navigationController.present(KeyHelp.overlay(for: navigationController, serverURL: environment.serverURL))
    }

    /// Key `c`: the files behind the scene on top, in its architecture, by layer, with their code lines; on the home
    /// menu, the shell's.
    private func codeRequested() {
        guard navigationController.presentedViewController == nil else { return }
        guard let open = topOpenScene else {
            navigationController.present(
                CodeOverlayController(
                    code: SceneCode.shell, heading: CodeOverlayController.shellHeading, sources: codeSources)
            )
            return
        }
        guard let code = SceneCode(scene: open.scene, variant: open.variant) else { return }
        navigationController.present(
            CodeOverlayController(
                code: code, sceneTitle: open.scene.title, variant: open.variant, sources: codeSources))
    }

    private func quitRequested() {
        navigationController.viewIfLoaded?.window?.application?.quit()
    }

    private func build(_ scene: SceneID, in variant: ArchitectureVariant, profileUserID: Int?) -> ViewController? {
        let context = SceneContext(
            environment: environment, profileUserID: profileUserID, navigator: SceneNavigator(shell: self))
        guard let built = catalog.makeScene(scene, in: variant, context: context) else { return nil }
        tracker?.track(built, scene: scene, variant: variant)
        openScenes.removeAll { $0.controller == nil }
        openScenes.append(
            OpenScene(controller: built.controller, scene: scene, variant: variant, profileUserID: profileUserID))
        return built.controller
    }

    private var indexOfTopScene: Int? {
        navigationController.viewControllers.lastIndex { controller in
            openScenes.contains { $0.controller === controller }
        }
    }

    private func isRecord(_ open: OpenScene, at index: Int) -> Bool {
        open.controller === navigationController.viewControllers[index]
    }

    private var topOpenScene: OpenScene? {
        guard let index = indexOfTopScene else { return nil }
        return openScenes.first { isRecord($0, at: index) }
    }

    private func title(for top: ViewController) -> String {
        if top === home { return homeTitle }
        guard let open = topOpenScene else { return top.title ?? "" }
        let base = "MVX · \(open.variant.displayName) · \(open.scene.title)"
        if open.controller === top { return base }
        return top.title.map { "\(base) › \($0)" } ?? base
    }

    private var homeTitle: String { "MVX · \(variant.displayName) · Home" }

    private func updateHomeTitle() {
        home.title = homeTitle
    }
}

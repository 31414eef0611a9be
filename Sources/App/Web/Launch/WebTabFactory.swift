import BrowserKit
import Foundation
import LiveServices
import Model

/// Opens browser tabs: a path in, a tab at that place out — each tab with its own services (its own request
/// counter, so that restoring its place waits for its own answers), signed in as the viewer.
@MainActor
public final class WebTabFactory {
    /// The environment tabs are made from: the server, the viewer, chance, time.
    public let environment: AppEnvironment
    /// The browser's scene catalog.
    public let catalog: WebSceneCatalog
    /// The architecture `/` opens scenes in.
    public let defaultVariant: ArchitectureVariant
    /// Seconds a tab's requests may take.
    public let answerTimeout: TimeInterval
    /// The servers the compare page's panels talk to; without lanes there is no compare page.
    public var compareLanes: CompareLanes?
    /// Called with every scene a tab builds, so that a leak check can watch it.
    public var onSceneBuilt: (@MainActor (WebBuiltScene, SceneID, ArchitectureVariant) -> Void)?
    /// Whether each tab gets services of its own (live), or all share ``environment``'s (tests with fakes).
    private let ownServices: Bool

    /// A factory of tabs over `environment`'s server and viewer; with `ownServices`, each tab talks to the server
    /// through a client of its own.
    public init(
        environment: AppEnvironment, catalog: WebSceneCatalog = .standard, defaultVariant: ArchitectureVariant = .mvc,
        answerTimeout: TimeInterval = HTTPExchange.defaultAnswerTimeout, ownServices: Bool = true
    ) {
        self.environment = environment
        self.catalog = catalog
        self.defaultVariant = ArchitectureVariant(defaultVariant.architecture)
        self.answerTimeout = answerTimeout
        self.ownServices = ownServices
    }

    /// How long a browser tab's first frame waits for its scene's first answers from the server: a scene that has
    /// its data by then is drawn with it, one that does not is drawn `Loading…`.
    public var firstFrameLimit = Duration.milliseconds(50)

    /// The tab for `path`, or `nil` when the path names no page.
    public func makeTab(path: String) -> (any TabSession)? {
        makeTab(path: path, clock: nil)
    }

    /// The tab for `path` with Model code on `clock` (the headless app's virtual one), or `nil`.
    func makeTab(path: String, clock: (any Clock<Duration>)?) -> (any WebPageTab)? {
        switch WebRoute(path: path, defaultVariant: defaultVariant) {
        case nil: nil
        case .report: reportTab(path: path)
        case .diff(let scene, let from, let to): diffTab(path: path, scene: scene, from: from, to: to)
        case .compare(let scene): compareTab(scene, clock: clock)
        case .scene(let place): sceneTab(place, clock: clock)
        }
    }

    /// The compare page of `scene`, when there are lanes for its panels and every architecture builds it.
    private func compareTab(_ scene: SceneID, clock: (any Clock<Duration>)?) -> (any WebPageTab)? {
        guard let lanes = compareLanes, CompareTab.variants.allSatisfy({ catalog.contains(scene, in: $0) }) else {
            return nil
        }
        // One seed for the five panels: Print draws the same numbers in each.
        let seed = UInt64(environment.randomSource.next(in: 0...Int(Int32.max)))
        return CompareTab(
            scene: scene, lanes: lanes, catalog: catalog, seed: seed, clock: clock, onSceneBuilt: onSceneBuilt)
    }

    /// A scene's page at `place`, when its architecture builds every scene on the place's stack.
    private func sceneTab(_ place: WebPlace, clock: (any Clock<Duration>)?) -> (any WebPageTab)? {
        guard place.levels.allSatisfy({ catalog.contains($0.scene, in: place.variant) }) else { return nil }
        var environment = tabEnvironment()
        if let clock { environment.clock = clock }
        let shell = WebShell(environment: environment, catalog: catalog, variant: place.variant)
        shell.onSceneBuilt = onSceneBuilt
        // A browser's tab holds its first frame for the scene's data; the headless app draws at once, as the terminal
        // does, so a script acts on the page from its first line.
        return WebTab(place: place, shell: shell, firstFrameLimit: clock == nil ? firstFrameLimit : nil)
    }

    private func tabEnvironment() -> AppEnvironment {
        guard ownServices else { return environment }
        let client = APIClient(
            baseURL: environment.serverURL, token: environment.session.token, timeout: answerTimeout)
        var tab = environment
        tab.services = .live(client: client)
        tab.networkActivity = client.activity
        return tab
    }
}

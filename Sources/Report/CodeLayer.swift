/// A layer of a scene's code: the one set of names `mvx report`, `mvx diff`, the app's key `c` and README use.
public enum CodeLayer: String, CaseIterable, Codable, Sendable {
    /// The Model code the scene alone uses (``SceneLayout/model``), shared by every architecture.
    case model
    /// The architecture's UI-free logic for the scene: MVC's business models and their delegate protocols, MVP's
    /// presenters and view protocols, MVVM's view models, TEA's states, messages, updates, effects and effect runners,
    /// VIPER's contracts, interactors and presenters.
    case logic
    /// MVC's view controllers and their table helpers (`MVCViews/<scene>/`, compiled into both front ends), and the
    /// controllers of the "before" variants (`MVCTerminal/<scene>Massive/`, `MVCTerminal/<scene>Seed/`).
    case controllers
    /// The architecture's own view layer, written once and compiled into its terminal and its browser module
    /// (`MVPViews`, `MVVMViews`, `TEAViews`, `VIPERViews`): view controllers, cells and helpers (VIPER's routers too),
    /// and the views of the "before" variants (`*Cell.swift`, `*View.swift`).
    case views
    /// The dumb views every architecture shares, `SceneViews/<scene>/`.
    case sharedViews = "shared views"
    /// Plumbing: the architecture's `Support` folders, `SceneViews/Common/`, and composition — the architecture's
    /// `register(.scene, .arch)` calls in the scene's catalog entry (`App/Catalog/SceneCatalog+<Scene>.swift`), or in
    /// its own catalog file (TEA, VIPER).
    case support

    /// The layers, each with the modules and folders it takes its files from, as `mvx report --help` and
    /// `mvx diff --help` describe them.
    public static let help = """
        The layers — model: the Model code the scene alone uses (Model), shared by every architecture; none for \
        mvc-massive, whose controllers fetch and format for themselves; logic: the architecture's UI-free module, \
        MVC's business models and their delegates (MVC), MVP's presenters and view protocols (MVP), MVVM's view \
        models (MVVM), TEA's states, messages, updates, effects and effect runners (TEA), VIPER's contracts, \
        interactors and presenters (VIPER); controllers: MVC's view controllers and table helpers \
        (MVCViews/<scene>), and the mvc-massive and mvc-seed controllers (MVCTerminal/<scene>Massive, \
        MVCTerminal/<scene>Seed, where a *Cell or *View file is a view); views: the architecture's view layer, \
        compiled into its terminal and its browser module (MVPViews, MVVMViews, TEAViews, VIPERViews; VIPER's \
        routers too); shared views: the dumb views every architecture shares (SceneViews/<scene>); support: \
        plumbing, each architecture's Support folders (MVCViews/Support, MVP/Support and MVPViews/Support, and so \
        on), \
        SceneViews/Common, and composition: the architecture's register(.scene, .arch) calls, in the scene's \
        catalog entry (App/Catalog/SceneCatalog+<Scene>.swift) or in TEA's and VIPER's own catalog files.
        """
}

import Model

/// What the Profile scene's presenter asks of the scene's view: the HUD over it while the blogs first load.
@MainActor
public protocol ProfileView: AnyObject {
    /// Covers the scene with `Loading…`.
    func showHUD()
    /// Takes the HUD down.
    func hideHUD()
}

/// What the Profile scene's view tells the scene's presenter.
@MainActor
public protocol ProfileModuleInterface: AnyObject {
    /// The scene is ready.
    func viewDidLoad()
    /// The user picked segment `index` of `Blogs | Drafts | Trash`.
    func segmentSelected(at index: Int)
}

/// What the Profile scene may tell each of its self-managed modules (VIPER's module input): when to fetch. How the
/// module loads, pages, shows its errors and retries is its own business.
@MainActor
public protocol ProfileModuleInput: AnyObject {
    /// Loads the module's content from the start.
    func fetchData()
}

/// What the Blogs module tells the scene that placed it (VIPER's module output): a load of its blogs ended, so that
/// the owner's scene can take its HUD down.
@MainActor
public protocol BlogModuleOutput: AnyObject {
    /// A load of the blogs ended, with blogs or with an error.
    func blogsFinishedLoading()
}

/// Where the Profile scene's modules lead: a selected blog or draft, the header's user in detail. The modules'
/// presenters decide when; the scene's router assembles the detail module and pushes it.
@MainActor
public protocol ProfileRouting: AnyObject {
    /// Shows `detail` (`BlogDetail`, `UserDetail` or `DraftDetail`) over the scene.
    func showDetail(_ detail: ProfileDetail)
}

import VIPER
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Profile scene's view in VIPER: it lays out the UserInfo header over the list modules its router composed,
/// shows the HUD when told, and hands the picked segment to the scene's presenter. It builds no module and decides
/// nothing.
@MainActor
public final class ProfileViewController: ProfileSceneController, ProfileView {
    private let presenter: any ProfileModuleInterface
    private let moduleHelpers: [AnyObject]

    /// Creates the scene's view over `presenter`, with the header's controller and each list module's title, view
    /// and the object behind that view (which it keeps alive).
    init(
        presenter: any ProfileModuleInterface, header: ViewController,
        modules: [(title: String, view: ListModuleView, helper: AnyObject)]
    ) {
        self.presenter = presenter
        moduleHelpers = modules.map(\.helper)
        super.init(
            header: header,
            modules: modules.map { Module(title: $0.title, view: $0.view) })
    }

    public override func segmentSelected(at index: Int) {
        presenter.segmentSelected(at: index)
    }

    public override func viewDidLoad() {
        presenter.viewDidLoad()
    }

    public func showHUD() {
        showHUD("Loading…")
    }
}

import MVP
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Profile scene in MVP: the passive view of its ``ProfilePresenter``. It lays out a view per module presenter
/// — UserInfo, Blogs, and on the owner's profile Drafts and Trash — and shows the HUD and pushes the details the
/// presenter asks for.
@MainActor
public final class ProfileViewController: ProfileSceneController, ProfileView {
    private let presenter: ProfilePresenter
    private let blogs: BlogTableViewHelper
    private let draftLists: [DraftTableViewHelper]

    /// Creates the scene over `presenter`; it fetches when the view loads.
    public init(presenter: ProfilePresenter) {
        self.presenter = presenter
        let userInfo = UserInfoViewController(presenter: presenter.userInfo)
        let blogs = BlogTableViewHelper(presenter: presenter.blogs)
        let draftLists = presenter.draftLists.map {
            (module: $0.module, helper: DraftTableViewHelper(presenter: $0.presenter))
        }
        let modules = presenter.modules.map { module in
            Module(title: module.title, view: draftLists.first { $0.module == module }?.helper.view ?? blogs.view)
        }
        self.blogs = blogs
        self.draftLists = draftLists.map(\.helper)
        super.init(header: userInfo, modules: modules)
        presenter.view = self
    }

    public override func segmentSelected(at index: Int) {
        presenter.segmentSelected(at: index)
    }

    public override func viewDidLoad() {
        presenter.viewDidLoad()
    }

    public func showLoading(_ isLoading: Bool) {
        isLoading ? showHUD() : hideHUD()
    }

    public func showDetail(_ presenter: ProfileDetailPresenter) {
        navigationController?.pushViewController(ProfileDetailViewController(presenter: presenter))
    }
}

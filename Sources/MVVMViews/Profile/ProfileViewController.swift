import MVVM
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Profile scene in MVVM: bound to its ``ProfileViewModel``. It lays out a view per module view model —
/// UserInfo, Blogs, and on the owner's profile Drafts and Trash — shows the HUD while the view model's
/// `isShowingHUD`, and pushes the detail the view model navigates to.
@MainActor
public final class ProfileViewController: ProfileSceneController {
    private let viewModel: ProfileViewModel
    private let blogs: BlogTableViewHelper
    private let draftLists: [DraftTableViewHelper]
    private var bindings: [ObservationToken] = []

    /// Creates the scene bound to `viewModel`; it fetches when the view loads.
    public init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        let userInfo = UserInfoViewController(viewModel: viewModel.userInfo)
        let blogs = BlogTableViewHelper(viewModel: viewModel.blogs)
        let draftLists = viewModel.draftLists.map {
            (module: $0.module, helper: DraftTableViewHelper(viewModel: $0.viewModel))
        }
        let modules = viewModel.modules.map { module in
            Module(title: module.title, view: draftLists.first { $0.module == module }?.helper.view ?? blogs.view)
        }
        self.blogs = blogs
        self.draftLists = draftLists.map(\.helper)
        super.init(header: userInfo, modules: modules)
    }

    public override func segmentSelected(at index: Int) {
        viewModel.segmentSelected(at: index)
    }

    public override func viewDidLoad() {
        viewModel.onNavigate = { [weak self] detail in
            self?.navigationController?.pushViewController(ProfileDetailViewController(viewModel: detail))
        }
        viewModel.viewDidLoad()
        bindings = [
            observe({ [viewModel] in viewModel.isShowingHUD }) { [weak self] isShowing in
                isShowing ? self?.showHUD() : self?.hideHUD()
            }
        ]
    }
}

import MVVM
import Model
import SceneViews
import TerminalKit

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
        let draftLists = viewModel.draftLists.map { DraftTableViewHelper(viewModel: $0.viewModel) }
        let lists = zip(viewModel.draftLists.indices, draftLists).map { index, list in
            Module(title: viewModel.draftLists[index].title, view: list.view) { [weak viewModel] in
                viewModel?.draftListSelected(at: index)
            }
        }
        self.blogs = blogs
        self.draftLists = draftLists
        super.init(
            header: userInfo, modules: [Module(title: ProfileLayout.Module.blogs.title, view: blogs.view)] + lists)
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

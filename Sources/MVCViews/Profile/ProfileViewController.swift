import MVC
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Profile scene in MVC (seed 000's `UserViewController`): the controller of its ``ProfileModel``. It only
/// configures a self-managed MVC module per list the model holds — UserInfo, Blogs, and on the owner's profile
/// Drafts and Trash — lays them out in the layout's order, hands the picked segment to the model, shows the HUD the
/// model reports, and decides where selecting something leads: it pushes the detail itself.
@MainActor
public final class ProfileViewController: ProfileSceneController, ProfileModelDelegate {
    private let model: ProfileModel
    private let userInfo: UserInfoViewController
    private let blogs: BlogTableViewHelper
    private let draftLists: [DraftTableViewHelper]

    /// Creates the scene over `model`; it loads when the view loads.
    public init(model: ProfileModel) {
        self.model = model
        let userInfo = UserInfoViewController(model: model.userInfo)
        let blogs = BlogTableViewHelper(model: model.blogs)
        let draftLists = model.draftLists.map { (module: $0.module, helper: DraftTableViewHelper(model: $0.model)) }
        let modules = model.layout.modules.map { module in
            Module(title: module.title, view: draftLists.first { $0.module == module }?.helper.view ?? blogs.view)
        }
        self.userInfo = userInfo
        self.blogs = blogs
        self.draftLists = draftLists.map(\.helper)
        super.init(header: userInfo, modules: modules)
    }

    public override func viewDidLoad() {
        model.delegate = self
        let show: @MainActor (ProfileDetail) -> Void = { [weak self] detail in self?.show(detail) }
        userInfo.onDetailSelected = show
        blogs.onDetailSelected = show
        for list in draftLists { list.onDetailSelected = show }
        model.viewDidLoad()
    }

    public override func segmentSelected(at index: Int) {
        model.segmentSelected(at: index)
    }

    public func profileModel(_ model: ProfileModel, didShowHUD isShowing: Bool) {
        isShowing ? showHUD() : hideHUD()
    }

    private func show(_ detail: ProfileDetail) {
        let controller = ProfileDetailViewController(title: detail.title, model: model.detailModel(for: detail))
        navigationController?.pushViewController(controller)
    }
}

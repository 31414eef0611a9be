import MVP
import Model
import SceneViews
import TerminalKit

/// The Profile scene as a visitor sees it, in MVP (seed 000's `UserViewController`): it only configures its modules
/// — UserInfo and Blogs, each a presenter and its passive view — lays them out, tells them when to fetch, and
/// decides where selecting something leads. The owner's scene, ``SelfProfileViewController``, is built on it.
@MainActor
public class UserProfileViewController: ViewController {
    let userInfo: UserInfoViewController
    let blogs: BlogTableViewHelper
    private let services: ProfileServices
    private let formatting: ProfileFormatting
    private let blogFormatting: BlogFormatting

    /// The scene for `userID`'s profile as `viewerID` sees it: the owner's for their own, a visitor's for anyone
    /// else's (the seed's `instanceWithUserId:`).
    public static func make(
        userID: Int, viewerID: Int, services: ProfileServices, formatting: ProfileFormatting
    ) -> UserProfileViewController {
        userID == viewerID
            ? SelfProfileViewController(userID: userID, services: services, formatting: formatting)
            : UserProfileViewController(userID: userID, services: services, formatting: formatting)
    }

    init(
        userID: Int, services: ProfileServices, formatting: ProfileFormatting, blogFormatting: BlogFormatting = .visitor
    ) {
        userInfo = UserInfoViewController(
            presenter: UserInfoPresenter(userID: userID, service: services.users, formatting: formatting))
        blogs = BlogTableViewHelper(
            presenter: BlogPresenter(userID: userID, service: services.blogs, formatting: blogFormatting))
        self.services = services
        self.formatting = formatting
        self.blogFormatting = blogFormatting
        super.init()
        title = "Profile"
    }

    /// The list modules under the header, in segment order: Blogs alone on a visitor's profile.
    var modules: [ProfileModule] {
        [ProfileModule(title: "Blogs", view: blogs.view)]
    }

    public override func loadView() {
        addChild(userInfo)
        let sceneView = ProfileSceneView(
            header: userInfo.view, segments: modules.map(\.title), modules: modules.map(\.view))
        sceneView.onModuleSelected = { [weak self] index in self?.modules[index].fetch?() }
        view = sceneView
        userInfo.didMove(toParent: self)
    }

    public override var preferredFocusedView: View? { blogs.view.tableView }

    public override func viewDidLoad() {
        userInfo.onDetailsSelected = { [weak self] user in self?.show(.user(id: user.id)) }
        blogs.onBlogSelected = { [weak self] blog in self?.show(.blog(id: blog.id)) }
        fetchData()
    }

    /// Tells the modules to fetch. A visitor's profile shows no HUD while the blogs load.
    func fetchData() {
        userInfo.presenter.fetchData()
        blogs.fetchData()
    }

    /// Pushes the detail of what was selected.
    func show(_ detail: ProfileDetail) {
        let loader = DetailLoader(services: services, blogFormatting: blogFormatting, formatting: formatting)
        let presenter = ProfileDetailPresenter(detail: detail, loader: loader)
        navigationController?.pushViewController(ProfileDetailViewController(presenter: presenter))
    }
}

/// A list module as a profile scene lays it out: its segment title, its view, and what to do when it is shown.
@MainActor
struct ProfileModule {
    let title: String
    let view: View
    var fetch: (@MainActor () -> Void)?
}

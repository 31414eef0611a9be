import Model
import SceneViews
import TerminalKit

/// The Profile scene as a visitor sees it, in MVC (seed 000's `UserViewController`): it only configures its modules
/// — UserInfo and Blogs — lays them out, tells them when to fetch, and decides where selecting something leads. The
/// owner's scene, ``SelfProfileViewController``, is built on it.
@MainActor
public class UserProfileViewController: ProfileSceneController {
    let userInfo: UserInfoViewController
    let blogs: BlogTableViewHelper
    private let details: DetailLoader

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
        userInfo = UserInfoViewController(userID: userID, service: services.users, formatting: formatting)
        blogs = BlogTableViewHelper(userID: userID, service: services.blogs, formatting: blogFormatting)
        details = DetailLoader(services: services, blogFormatting: blogFormatting, formatting: formatting)
        super.init(header: userInfo)
    }

    /// The list modules under the header, in segment order: Blogs alone on a visitor's profile.
    public override var modules: [Module] {
        [Module(title: "Blogs", view: blogs.view)]
    }

    public override func viewDidLoad() {
        userInfo.onDetailsSelected = { [weak self] user in self?.show(.user(id: user.id)) }
        blogs.onBlogSelected = { [weak self] blog in self?.show(.blog(id: blog.id)) }
        fetchData()
    }

    /// Tells the modules to fetch. A visitor's profile shows no HUD while the blogs load.
    func fetchData() {
        userInfo.fetchData()
        blogs.fetchData()
    }

    /// Pushes the detail of what was selected.
    func show(_ detail: ProfileDetail) {
        navigationController?.pushViewController(ProfileDetailViewController(detail: detail, loader: details))
    }
}

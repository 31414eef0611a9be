import Model
import SceneViews
import TerminalKit

/// The Profile scene in MVC (seed 000's `UserViewController`): it only configures the modules its
/// ``ProfileLayout`` lists — UserInfo, Blogs, and on the owner's profile Drafts and Trash, each a self-managed MVC
/// module — tells them when to fetch, shows the HUD the layout asks for, and decides where selecting something
/// leads: it pushes the detail itself.
@MainActor
public final class ProfileViewController: ProfileSceneController {
    private let userInfo: UserInfoViewController
    private let blogs: BlogTableViewHelper
    private let draftLists: [DraftTableViewHelper]
    private let details: DetailLoader
    private let layout: ProfileLayout

    /// The scene of `layout`'s profile: the owner's or a visitor's, as the layout says.
    public init(layout: ProfileLayout, services: ProfileServices, formatting: ProfileFormatting) {
        let userID = layout.userID
        userInfo = UserInfoViewController(userID: userID, service: services.users, formatting: formatting)
        blogs = BlogTableViewHelper(userID: userID, service: services.blogs, formatting: layout.blogFormatting)
        let draftModules = layout.modules.filter { $0.draftKind != nil }
        draftLists = draftModules.compactMap(\.draftKind).map { kind in
            DraftTableViewHelper(kind: kind, ownerID: userID, service: services.drafts, formatting: formatting)
        }
        details = layout.detailLoader(services: services, formatting: formatting)
        self.layout = layout
        let lists = zip(draftModules, draftLists).map { module, list in
            Module(title: module.title, view: list.view) { list.fetchData() }
        }
        super.init(
            header: userInfo, modules: [Module(title: ProfileLayout.Module.blogs.title, view: blogs.view)] + lists)
    }

    public override func viewDidLoad() {
        userInfo.onDetailsSelected = { [weak self] user in self?.show(.user(id: user.id)) }
        blogs.onBlogSelected = { [weak self] blog in self?.show(.blog(id: blog.id)) }
        for list in draftLists {
            list.onDraftSelected = { [weak self] draft in self?.show(.draft(id: draft.id)) }
        }
        userInfo.fetchData()
        guard layout.showsHUDUntilBlogsLoad else {
            blogs.fetchData()
            return
        }
        showHUD()
        blogs.fetchData { [weak self] in self?.hideHUD() }
    }

    private func show(_ detail: ProfileDetail) {
        navigationController?.pushViewController(ProfileDetailViewController(detail: detail, loader: details))
    }
}

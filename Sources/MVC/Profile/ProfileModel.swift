import Model

/// The Profile scene's business model (seeds 000, 001): the lists its ``ProfileLayout`` lists — the UserInfo header,
/// Blogs, and on the owner's profile Drafts and Trash, each a ``ProfileListModel`` — and the scene's own rules, all
/// the layout's: which list loads when, and the HUD while the owner's blogs first load. It tells its delegate when
/// the HUD shows or goes; each list tells its own delegate what changed in it.
@MainActor
public final class ProfileModel {
    /// Hears the HUD; weak, because the controller owns the model.
    public weak var delegate: (any ProfileModelDelegate)?

    /// Whose profile, who looks, and the rules that follow.
    public let layout: ProfileLayout
    /// The header.
    public let userInfo: UserInfoModel
    /// The Blogs module.
    public let blogs: BlogListModel
    /// The Drafts and Trash modules (the owner's profile only), each with its module.
    public let draftLists: [(module: ProfileLayout.Module, model: DraftListModel)]
    /// Whether the HUD covers the scene: on the owner's profile, until the blogs first answer.
    public private(set) var isShowingHUD = false

    private let details: DetailLoader

    /// Creates the model of `layout`'s profile: the owner's or a visitor's, as the layout says.
    public init(layout: ProfileLayout, services: ProfileServices, formatting: ProfileFormatting) {
        self.layout = layout
        userInfo = UserInfoModel(userInfoOf: layout.userID, service: services.users, formatting: formatting)
        blogs = BlogListModel(blogsOf: layout.userID, service: services.blogs, formatting: layout.blogFormatting)
        draftLists = layout.draftModules.map { module, kind in
            (
                module,
                DraftListModel(kind: kind, ownerID: layout.userID, service: services.drafts, formatting: formatting)
            )
        }
        details = layout.detailLoader(services: services, formatting: formatting)
    }

    /// The model of the detail a selection opened, loaded and written as this scene writes its rows.
    public func detailModel(for detail: ProfileDetail) -> ProfileDetailModel {
        ProfileDetailModel(detail: detail, loader: details)
    }

    // MARK: What the user did

    /// The view loaded: the header and the blogs load, under a HUD on the owner's profile until the blogs answer.
    public func viewDidLoad() {
        userInfo.load()
        let blogsLoad = blogs.load()
        guard layout.showsHUDUntilBlogsLoad else { return }
        showHUD(true)
        startTrackedTask { [weak self] in
            await blogsLoad.value
            self?.showHUD(false)
        }
    }

    /// The user picked segment `index` (`Blogs | Drafts | Trash`): a module that reloads when shown loads afresh.
    public func segmentSelected(at index: Int) {
        guard let module = layout.moduleToReload(whenSegmentSelectedAt: index) else { return }
        draftLists.first { $0.module == module }?.model.load()
    }

    private func showHUD(_ isShowing: Bool) {
        isShowingHUD = isShowing
        delegate?.profileModel(self, didShowHUD: isShowing)
    }
}

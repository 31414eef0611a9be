import Model

/// The Profile scene's presenter (seed 000's `UserViewController`, its logic): builds the module presenters its
/// ``ProfileLayout`` lists, says when they fetch and whether a HUD shows, and decides where a selection in any
/// module leads — the detail it tells its view to push.
@MainActor
public final class ProfilePresenter {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any ProfileView)?
    /// The header module's presenter.
    public let userInfo: UserInfoPresenter
    /// The Blogs module's presenter.
    public let blogs: BlogPresenter
    /// The draft list modules' presenters (Drafts, Trash on the owner's profile), each with its module.
    public let draftLists: [(module: ProfileLayout.Module, presenter: DraftListPresenter)]
    /// The list modules under the header, in segment order, as the layout lists them.
    public var modules: [ProfileLayout.Module] { layout.modules }

    private let layout: ProfileLayout
    private let details: DetailLoader

    /// Creates the presenter of `layout`'s profile: the owner's or a visitor's, as the layout says.
    public init(layout: ProfileLayout, services: ProfileServices, formatting: ProfileFormatting) {
        self.layout = layout
        userInfo = UserInfoPresenter(userID: layout.userID, service: services.users, formatting: formatting)
        blogs = BlogPresenter(userID: layout.userID, service: services.blogs, formatting: layout.blogFormatting)
        draftLists = layout.draftModules.map { module, kind in
            let presenter = DraftListPresenter(
                kind: kind, ownerID: layout.userID, service: services.drafts, formatting: formatting)
            return (module, presenter)
        }
        details = layout.detailLoader(services: services, formatting: formatting)
        let show: @MainActor (ProfileDetail) -> Void = { [weak self] detail in self?.show(detail) }
        userInfo.onDetailSelected = show
        blogs.onDetailSelected = show
        for list in draftLists { list.presenter.onDetailSelected = show }
    }

    /// The view is ready: the header and the blogs fetch, under a HUD on the owner's profile until the blogs answer.
    public func viewDidLoad() {
        userInfo.fetchData()
        guard layout.showsHUDUntilBlogsLoad else { return blogs.fetchData() }
        view?.showLoading(true)
        blogs.fetchData { [weak self] in self?.view?.showLoading(false) }
    }

    /// The user picked segment `index` (`Blogs | Drafts | Trash`): a module that reloads when shown loads afresh.
    public func segmentSelected(at index: Int) {
        guard let module = layout.moduleToReload(whenSegmentSelectedAt: index) else { return }
        draftLists.first { $0.module == module }?.presenter.fetchData()
    }

    private func show(_ detail: ProfileDetail) {
        view?.showDetail(ProfileDetailPresenter(detail: detail, loader: details))
    }
}

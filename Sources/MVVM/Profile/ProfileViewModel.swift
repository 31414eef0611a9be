import Model
import Observation

/// The Profile scene's view model (seed 000's `UserViewController`, its logic): builds the module view models its
/// ``ProfileLayout`` lists, says when they fetch, turns whether the HUD shows into observable state the scene binds
/// to, and decides where a selection in any module leads: it hands the detail's view model to ``onNavigate``.
@Observable
@MainActor
public final class ProfileViewModel {
    /// Whether the HUD covers the scene: on the owner's profile, until the blogs first answer.
    public private(set) var isShowingHUD = false
    /// Where the scene goes when a selection opens a detail: the view that shows the scene pushes it.
    @ObservationIgnored public var onNavigate: (@MainActor (ProfileDetailViewModel) -> Void)?

    /// The header module's view model.
    @ObservationIgnored public let userInfo: UserInfoViewModel
    /// The Blogs module's view model.
    @ObservationIgnored public let blogs: BlogViewModel
    /// The draft list modules' view models (Drafts, Trash on the owner's profile), each with its module.
    @ObservationIgnored public let draftLists: [(module: ProfileLayout.Module, viewModel: DraftListViewModel)]
    /// The list modules under the header, in segment order, as the layout lists them.
    public var modules: [ProfileLayout.Module] { layout.modules }

    @ObservationIgnored private let layout: ProfileLayout
    @ObservationIgnored private let details: DetailLoader

    /// Creates the view model of `layout`'s profile: the owner's or a visitor's, as the layout says.
    public init(layout: ProfileLayout, services: ProfileServices, formatting: ProfileFormatting) {
        self.layout = layout
        userInfo = UserInfoViewModel(userID: layout.userID, service: services.users, formatting: formatting)
        blogs = BlogViewModel(userID: layout.userID, service: services.blogs, formatting: layout.blogFormatting)
        draftLists = layout.draftModules.map { module, kind in
            let viewModel = DraftListViewModel(
                kind: kind, ownerID: layout.userID, service: services.drafts, formatting: formatting)
            return (module, viewModel)
        }
        details = layout.detailLoader(services: services, formatting: formatting)
        let open: @MainActor (ProfileDetail) -> Void = { [weak self] detail in self?.open(detail) }
        userInfo.onDetailSelected = open
        blogs.onDetailSelected = open
        for list in draftLists { list.viewModel.onDetailSelected = open }
    }

    /// The scene is ready: the header and the blogs fetch.
    public func viewDidLoad() {
        userInfo.fetchData()
        guard layout.showsHUDUntilBlogsLoad else { return blogs.fetchData() }
        isShowingHUD = true
        blogs.fetchData { [weak self] in self?.isShowingHUD = false }
    }

    /// The user picked segment `index` (`Blogs | Drafts | Trash`): a module that reloads when shown loads afresh.
    public func segmentSelected(at index: Int) {
        guard let module = layout.moduleToReload(whenSegmentSelectedAt: index) else { return }
        draftLists.first { $0.module == module }?.viewModel.fetchData()
    }

    private func open(_ detail: ProfileDetail) {
        onNavigate?(ProfileDetailViewModel(detail: detail, loader: details))
    }
}

import Model

/// The Profile scene's presenter (seeds 000, 001): it only tells its modules when to fetch and decides the HUD, as
/// the ``ProfileLayout`` of whose profile this is and who looks says. Where a selection leads is the scene's
/// router's; everything else is the modules' own.
@MainActor
public final class ProfilePresenter: ProfileModuleInterface, BlogModuleOutput {
    /// The scene's view; weak, because the view owns its presenter.
    public weak var view: (any ProfileView)?
    /// What the scene shows: which modules, the HUD, how blogs read.
    public let layout: ProfileLayout

    private let header: any ProfileModuleInput
    private let lists: [ProfileLayout.Module: any ProfileModuleInput]
    private var showsHUD = false

    /// Creates the scene's presenter over its UserInfo `header` and its list modules, one per module of `layout`.
    public init(
        layout: ProfileLayout, header: any ProfileModuleInput, lists: [ProfileLayout.Module: any ProfileModuleInput]
    ) {
        self.layout = layout
        self.header = header
        self.lists = lists
    }

    /// The header and the first module fetch; the owner's scene shows a HUD until the blogs answer.
    public func viewDidLoad() {
        header.fetchData()
        if layout.showsHUDUntilBlogsLoad {
            showsHUD = true
            view?.showHUD()
        }
        lists[layout.firstModule]?.fetchData()
    }

    /// A module that reloads when shown (Drafts, Trash) loads afresh; Blogs keeps what it shows.
    public func segmentSelected(at index: Int) {
        guard let module = layout.moduleToReload(whenSegmentSelectedAt: index) else { return }
        lists[module]?.fetchData()
    }

    public func blogsFinishedLoading() {
        guard showsHUD else { return }
        showsHUD = false
        view?.hideHUD()
    }
}

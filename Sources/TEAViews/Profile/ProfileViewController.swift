import Model
import TEA
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Profile scene in TEA (seeds 000, 001): one controller for the owner's and a visitor's profile, since which
/// modules show is state (Model's ``Model/ProfileLayout``). It places the modules' views, renders each module's
/// part of the state into them, shows the HUD and pushes the detail when the state says so, and sends what the user
/// did — each module's view sends its module's messages.
@MainActor
public final class ProfileViewController: ProfileSceneController {
    private let store: Store<ProfileState>
    private let userInfo: UserInfoViewController
    private let blogs: BlogTableViewHelper
    private let draftLists: [(module: ProfileLayout.Module, helper: DraftTableViewHelper)]
    private weak var pushedDetail: ProfileDetailViewController?
    private var showsHUD = false

    /// Creates the scene over `store`.
    public init(store: Store<ProfileState>) {
        self.store = store
        let send: @MainActor (ProfileMessage) -> Void = { [weak store] in store?.send($0) }
        userInfo = UserInfoViewController(send: send)
        let blogs = BlogTableViewHelper { send(.blogs($0)) }
        let layout = store.state.layout
        let draftLists = layout.modules.filter { $0.draftKind != nil }.map { module in
            (module: module, helper: DraftTableViewHelper { send(.draftList(module, $0)) })
        }
        self.blogs = blogs
        self.draftLists = draftLists
        let modules = layout.modules.map { module in
            Module(title: module.title, view: draftLists.first { $0.module == module }?.helper.view ?? blogs.view)
        }
        super.init(header: userInfo, modules: modules)
    }

    public override func segmentSelected(at index: Int) {
        store.send(.segmentSelected(at: index))
    }

    public override func viewDidLoad() {
        store.onChange = { [weak self] state in self?.render(state) }
        store.send(.viewDidLoad)
    }

    public override func viewDidAppear() {
        super.viewDidAppear()
        if store.state.detail != nil { store.send(.detailClosed) }
    }

    private func render(_ state: ProfileState) {
        userInfo.render(state.userInfo)
        blogs.render(state.blogs)
        for (module, helper) in draftLists {
            if let list = state.draftLists[module] { helper.render(list) }
        }
        if state.showsHUD != showsHUD {
            showsHUD = state.showsHUD
            showsHUD ? showHUD() : hideHUD()
        }
        renderDetail(state.detail)
    }

    private func renderDetail(_ detail: ProfileDetailState?) {
        guard let detail else { return }
        if pushedDetail?.detail != detail.detail {
            let controller = ProfileDetailViewController(detail: detail.detail) { [weak store] in
                store?.send($0)
            }
            pushedDetail = controller
            navigationController?.pushViewController(controller)
        }
        pushedDetail?.render(detail)
    }
}

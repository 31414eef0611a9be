import Model
import TEA
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Following and Discover screens in TEA: the controller renders the store's state — the rows (only a row whose
/// button changed redraws), the status line, the unfollow question as an alert, the selected user's profile pushed
/// over the list, Discover's search text in its field — and sends what the user did. A row's button routes its tap
/// up the responder chain to here.
@MainActor
public final class UserListViewController: ListSceneController<ListScreenView>, TableViewDelegate {
    private let store: Store<UserListState>
    private let showProfile: @MainActor (Int) -> Void
    private var rows: TableRenderer<UserRow>?
    private weak var question: AlertController?
    private var pushedProfile: Int?

    /// Creates the screen over `store`; a profile in the state is pushed with `showProfile`. It loads when the view
    /// loads.
    public init(store: Store<UserListState>, showProfile: @escaping @MainActor (Int) -> Void = { _ in }) {
        self.store = store
        self.showProfile = showProfile
        super.init(sceneView: .users(searchMaxLength: store.state.kind.searchMaxLength), title: store.state.kind.title)
    }

    public override func viewDidLoad() {
        rows = TableRenderer(tableView) { tableView, indexPath, row in
            let cell = tableView.dequeueReusableCell(UserCell.self, for: indexPath)
            cell.show(name: row.name, followButtonTitle: row.button)
            return cell
        }
        tableView.delegate = self
        sceneView.refreshControl.onRefresh = { [weak self] in self?.store.send(.list(.pulledToRefresh)) }
        sceneView.status.onRetry = { [weak self] in self?.store.send(.list(.retryButtonTapped)) }
        sceneView.searchBar?.onTextChange = { [weak self] text in self?.store.send(.searchTextChanged(text)) }
        store.onChange = { [weak self] state in self?.render(state) }
        store.send(.viewDidLoad)
    }

    public override func viewDidAppear() {
        super.viewDidAppear()
        if store.state.shownProfile != nil { store.send(.profileClosed) }
    }

    private func render(_ state: UserListState) {
        rows?.render(state.rows)
        sceneView.render(state.list.status)
        sceneView.searchBar?.text = state.search.text
        if let asked = state.unfollowQuestion, question == nil {
            let alert = AlertController.unfollow(
                question: asked.text, onUnfollow: { [weak self] in self?.store.send(.unfollowConfirmed) },
                onCancel: { [weak self] in self?.store.send(.unfollowCancelled) })
            question = alert
            present(alert)
        }
        if pushedProfile != state.shownProfile {
            pushedProfile = state.shownProfile
            if let id = state.shownProfile { showProfile(id) }
        }
    }

    /// A row's button was tapped (the event its cell routed up): the update decides what it means.
    public override func handleRoutedEvent(_ event: RoutedEvent) -> Bool {
        guard event.name == UserCell.followTappedEvent, let cell = event.sender as? UserCell,
            let indexPath = tableView.indexPath(for: cell)
        else { return false }
        store.send(.followButtonTapped(at: indexPath.row))
        return true
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        store.send(.rowSelected(at: indexPath.row))
    }
}

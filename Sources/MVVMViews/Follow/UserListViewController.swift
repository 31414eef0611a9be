import MVVM
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Following and Discover screens in MVVM: the controller binds the views to the ``UserListViewModel`` — the
/// rows through a diffable data source keyed by user id, `Loading…`, the error, the unfollow question — and each
/// visible row to its ``UserCellViewModel``. A row's button routes its tap up the responder chain to this
/// controller, which sends it to the view model: the scene decides what the tap means. Discover's search field is
/// bound both ways to the view model's ``UserListViewModel/query``.
@MainActor
public final class UserListViewController: ListSceneController<ListScreenView> {
    private let viewModel: UserListViewModel
    private let showProfile: @MainActor (Int) -> Void
    private var rows: ListBinding<User, UserCellViewModel>?
    private var question: ObservationToken?
    private var query: ObservationToken?

    /// Creates the screen over `viewModel`; selecting a row calls `showProfile` with the user's id. It loads when
    /// the view loads.
    public init(viewModel: UserListViewModel, showProfile: @escaping @MainActor (Int) -> Void = { _ in }) {
        self.viewModel = viewModel
        self.showProfile = showProfile
        super.init(sceneView: .users(searchMaxLength: viewModel.kind.searchMaxLength), title: viewModel.kind.title)
    }

    public override func viewDidLoad() {
        viewModel.onNavigate = { [showProfile] userID in showProfile(userID) }
        rows = ListBinding(viewModel.list, to: sceneView) { tableView, indexPath, row in
            let cell = tableView.dequeueReusableCell(UserRowCell.self, for: indexPath)
            cell.bind(to: row)
            return cell
        }
        tableView.delegate = self
        sceneView.refreshControl.onRefresh = { [weak self] in self?.viewModel.pulledToRefresh() }
        sceneView.status.onRetry = { [weak self] in self?.viewModel.retryButtonTapped() }
        let viewModel = self.viewModel
        question = observe({ viewModel.unfollowQuestion }) { [weak self] question in
            if let question { self?.askToUnfollow(question) }
        }
        if let searchBar = sceneView.searchBar {
            // Two-way: each edit goes into `query`; whatever `query` holds shows in the field (no echo back).
            searchBar.onTextChange = { [weak self] text in self?.viewModel.query = text }
            query = observe({ viewModel.query }) { [weak searchBar] text in searchBar?.text = text }
        }
        viewModel.viewDidLoad()
    }

    /// A row's button was tapped (the event its cell routed up): the view model decides what it means.
    public override func handleRoutedEvent(_ event: RoutedEvent) -> Bool {
        guard event.name == UserCell.followTappedEvent, let cell = event.sender as? UserRowCell,
            let indexPath = tableView.indexPath(for: cell)
        else { return false }
        viewModel.followButtonTapped(at: indexPath.row)
        return true
    }

    private func askToUnfollow(_ question: String) {
        present(
            AlertController.unfollow(
                question: question, onUnfollow: { [weak self] in self?.viewModel.unfollowConfirmed() },
                onCancel: { [weak self] in self?.viewModel.unfollowCancelled() }))
    }
}

extension UserListViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.rowSelected(at: indexPath.row)
    }
}

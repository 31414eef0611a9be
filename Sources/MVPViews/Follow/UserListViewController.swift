import MVP
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Following and Discover screens in MVP: a passive view. A row's button routes its tap up the responder chain
/// to this controller, which hands the row's index to the ``UserListPresenter`` — the scene decides what the tap
/// means — and carries out what the presenter asks through ``UserListView``. Discover's search field hands each
/// edit to the presenter.
@MainActor
public final class UserListViewController: ListSceneController<ListScreenView> {
    private let presenter: UserListPresenter
    private let showProfile: @MainActor (Int) -> Void

    /// Creates the screen over `presenter`; opening a profile calls `showProfile` with the user's id. It loads
    /// when the view loads.
    public init(presenter: UserListPresenter, showProfile: @escaping @MainActor (Int) -> Void = { _ in }) {
        self.presenter = presenter
        self.showProfile = showProfile
        super.init(sceneView: .users(searchMaxLength: presenter.kind.searchMaxLength), title: presenter.kind.title)
    }

    public override func viewDidLoad() {
        tableView.dataSource = self
        tableView.delegate = self
        sceneView.refreshControl.onRefresh = { [weak self] in self?.presenter.pulledToRefresh() }
        sceneView.status.onRetry = { [weak self] in self?.presenter.retryButtonTapped() }
        sceneView.searchBar?.onTextChange = { [weak self] text in self?.presenter.searchTextChanged(text) }
        presenter.view = self
        presenter.viewDidLoad()
    }

    /// A row's button was tapped (the event its cell routed up): the presenter decides what it means.
    public override func handleRoutedEvent(_ event: RoutedEvent) -> Bool {
        guard event.name == UserCell.followTappedEvent, let cell = event.sender as? UserRowCell,
            let row = tableView.indexPath(for: cell)?.row
        else { return false }
        presenter.followButtonTapped(at: row)
        return true
    }
}

extension UserListViewController: UserListView, ListSceneViewHost {
    public var listSceneView: any ListSceneView { sceneView }

    public func askToUnfollow(_ question: String) {
        present(
            AlertController.unfollow(
                question: question, onUnfollow: { [weak self] in self?.presenter.unfollowConfirmed() },
                onCancel: { [weak self] in self?.presenter.unfollowCancelled() }))
    }

    public func showProfile(ofUser userID: Int) {
        showProfile(userID)
    }
}

extension UserListViewController: TableViewDataSource, TableViewDelegate {
    public func numberOfRows(in tableView: TableView) -> Int {
        presenter.numberOfRows
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(UserRowCell.self, for: indexPath)
        presenter.cellPresenter(at: indexPath.row).attach(view: cell)
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        presenter.rowSelected(at: indexPath.row)
    }
}

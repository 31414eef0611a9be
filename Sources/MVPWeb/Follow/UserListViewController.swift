import BrowserKit
import MVP
import Model
import WebSceneViews

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
            let row = tableView.row(for: cell)
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

    public func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        let cell = UserRowCell()
        presenter.cellPresenter(at: row).attach(view: cell)
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRow row: Int) {
        presenter.rowSelected(at: row)
    }
}

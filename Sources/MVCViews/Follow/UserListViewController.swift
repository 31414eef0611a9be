import MVC
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Following and Discover screens in MVC (seed 000): the controller owns a ``UserListModel`` and the views, each
/// row drawn by a ``UserCellHelper``.
///
/// A row's button routes its tap up the responder chain to this controller — the hosting scene — which hands the
/// row's index to the model; the model decides what it means and, in Following, asks through the controller
/// (`Unfollow NAME?`) first. Selecting a row opens that user's profile. Discover's search field hands each edit to
/// the model, which lists the users matching it.
@MainActor
public final class UserListViewController: ListSceneController<ListScreenView> {
    private let model: UserListModel
    private let showProfile: @MainActor (Int) -> Void

    /// Creates the screen over `model`; selecting a row calls `showProfile` with the user's id. It loads when the
    /// view loads.
    public init(model: UserListModel, showProfile: @escaping @MainActor (Int) -> Void = { _ in }) {
        self.model = model
        self.showProfile = showProfile
        super.init(sceneView: .users(searchMaxLength: model.kind.searchMaxLength), title: model.kind.title)
    }

    public override func viewDidLoad() {
        tableView.dataSource = self
        tableView.delegate = self
        sceneView.refreshControl.onRefresh = { [weak self] in self?.model.pulledToRefresh() }
        sceneView.status.onRetry = { [weak self] in self?.model.retryButtonTapped() }
        sceneView.searchBar?.onTextChange = { [weak self] text in self?.model.searchTextChanged(text) }
        model.delegate = self
        model.viewDidLoad()
    }

    /// A row's button was tapped (the event its cell routed up): the model decides what it means.
    public override func handleRoutedEvent(_ event: RoutedEvent) -> Bool {
        guard event.name == UserCell.followTappedEvent, let cell = event.sender as? UserCell,
            let row = tableView.indexPath(for: cell)?.row
        else { return false }
        model.followButtonTapped(at: row)
        return true
    }
}

extension UserListViewController: UserListModelDelegate {
    public func userListModel(_ model: UserListModel, didChange change: ListChange) {
        sceneView.apply(change)
    }

    public func userListModel(_ model: UserListModel, asksToUnfollow question: String) {
        present(
            AlertController.unfollow(
                question: question, onUnfollow: { [weak self] in self?.model.unfollowConfirmed() },
                onCancel: { [weak self] in self?.model.unfollowCancelled() }))
    }

    public func userListModel(_ model: UserListModel, didSelectUser userID: Int) {
        showProfile(userID)
    }
}

extension UserListViewController: TableViewDataSource, TableViewDelegate {
    public func numberOfRows(in tableView: TableView) -> Int {
        model.users.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(UserCell.self, for: indexPath)
        UserCellHelper(user: model.users[indexPath.row], formatting: model.formatting).configure(cell)
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        model.rowSelected(at: indexPath.row)
    }
}

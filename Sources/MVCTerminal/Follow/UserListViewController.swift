import MVC
import Model
import SceneViews
import TerminalKit

/// The Following and Discover screens in MVC (seed 000): the controller owns a ``UserListModel`` and the views, each
/// row drawn by a ``UserCellHelper``.
///
/// A row's button routes its tap up the responder chain, and this controller — the hosting scene — decides what it
/// means: a follow at once; an unfollow at once in Discover, after `Unfollow NAME?` in Following. Selecting a row
/// opens that user's profile. Discover's search field hands each edit to the model, which lists the users matching
/// it.
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
        sceneView.refreshControl.onRefresh = { [weak self] in self?.model.load() }
        sceneView.status.onRetry = { [weak self] in self?.model.retry() }
        sceneView.searchBar?.onTextChange = { [weak self] text in self?.model.searchTextChanged(text) }
        model.delegate = self
        model.load()
    }

    /// A row's button was tapped (the event its cell routed up): decide what it means here.
    public override func handleRoutedEvent(_ event: RoutedEvent) -> Bool {
        guard event.name == UserCell.followTappedEvent, let cell = event.sender as? UserCell,
            let row = tableView.indexPath(for: cell)?.row
        else { return false }
        followButtonTapped(at: row)
        return true
    }

    /// The button of row `index` was tapped: follow at once; unfollow at once, or ask first if this scene asks. An
    /// index outside the list is ignored.
    private func followButtonTapped(at index: Int) {
        guard model.users.indices.contains(index) else { return }
        let user = model.users[index]
        switch model.kind.followTapOutcome(for: user, formatting: model.formatting) {
        case .follow:
            model.follow(userID: user.id)
        case .unfollow:
            model.unfollow(userID: user.id)
        case .ask(let question):
            present(
                AlertController.unfollow(question: question) { [weak self] in self?.model.unfollow(userID: user.id) })
        }
    }
}

extension UserListViewController: UserListModelDelegate {
    public func userListModel(_ model: UserListModel, didChange change: ListChange) {
        sceneView.apply(change)
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
        guard model.users.indices.contains(indexPath.row) else { return }
        showProfile(model.users[indexPath.row].id)
    }
}

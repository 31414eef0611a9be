import Model
import VIPER
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Following and Discover screens in VIPER: the passive ``UserListView``. A row's button routes its tap up the
/// responder chain to this controller, which hands the row to the presenter — the presenter decides what it means
/// — and it draws each row from the presenter's rows. Discover's search field hands each edit to the presenter.
@MainActor
public final class UserListViewController: ListSceneController<ListScreenView> {
    private let presenter: any UserListModuleInterface

    /// Creates the screen over `presenter`, which it holds (the presenter holds it weakly), with a search field
    /// holding at most `searchMaxLength` characters, or none when `nil`.
    public init(presenter: any UserListModuleInterface, searchMaxLength: Int?) {
        self.presenter = presenter
        super.init(sceneView: .users(searchMaxLength: searchMaxLength), title: presenter.title)
    }

    public override func viewDidLoad() {
        tableView.dataSource = self
        tableView.delegate = self
        sceneView.refreshControl.onRefresh = { [weak self] in self?.presenter.pulledToRefresh() }
        sceneView.status.onRetry = { [weak self] in self?.presenter.retryButtonTapped() }
        sceneView.searchBar?.onTextChange = { [weak self] text in self?.presenter.searchTextChanged(text) }
        presenter.viewDidLoad()
    }

    /// A row's button was tapped (the event its cell routed up): the presenter decides what it means.
    public override func handleRoutedEvent(_ event: RoutedEvent) -> Bool {
        guard event.name == UserCell.followTappedEvent, let cell = event.sender as? UserCell,
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
}

extension UserListViewController: TableViewDataSource, TableViewDelegate {
    public func numberOfRows(in tableView: TableView) -> Int {
        presenter.numberOfRows
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(UserCell.self, for: indexPath)
        guard let row = presenter.row(at: indexPath.row) else { return cell }
        cell.show(name: row.name, followButtonTitle: row.button)
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        presenter.rowSelected(at: indexPath.row)
    }
}

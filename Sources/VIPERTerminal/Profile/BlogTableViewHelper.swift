import SceneViews
import TerminalKit
import VIPER

/// The Blogs module's view in VIPER (the seed's `BlogViewController`): the passive ``BlogView`` of its presenter.
/// It draws each row from the presenter's content and hands the row's buttons, a selection and the end of the list
/// to the presenter.
@MainActor
final class BlogTableViewHelper: BlogView, ListSceneViewHost, TableViewDataSource, TableViewDelegate {
    /// The module's view; the scene places it.
    let view = ListModuleView(rowHeight: BlogCell.height)
    private let presenter: BlogPresenter
    var listSceneView: any ListSceneView { view }

    init(presenter: BlogPresenter) {
        self.presenter = presenter
        view.tableView.dataSource = self
        view.tableView.delegate = self
        view.refreshControl.onRefresh = { [weak self] in self?.presenter.pulledToRefresh() }
        view.status.onRetry = { [weak self] in self?.presenter.retryButtonTapped() }
    }

    func numberOfRows(in tableView: TableView) -> Int {
        presenter.numberOfRows
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(BlogCell.self, for: indexPath)
        let row = presenter.content(at: indexPath.row)
        cell.show(
            title: row.title, author: row.author, likeCount: row.likeCount, likeButtonTitle: row.likeButtonTitle,
            shareCount: row.shareCount)
        cell.onLikeTapped = { [weak self] in self?.presenter.likeButtonTapped(blogID: row.blogID) }
        cell.onShareTapped = { [weak self] in self?.presenter.shareButtonTapped(blogID: row.blogID) }
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        presenter.rowSelected(at: indexPath.row)
    }

    func tableViewDidReachEnd(_ tableView: TableView) {
        presenter.reachedEnd()
    }
}

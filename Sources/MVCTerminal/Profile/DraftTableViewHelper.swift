import Model
import SceneViews
import TerminalKit

/// A draft-list module in MVC — the owner's Drafts, or the Trash, as its ``DraftListKind`` says — self-managed like
/// the Blogs module: it loads, pages, refreshes, shows its own `Loading…` and errors, acts through each row's button
/// (`delete`, `restore`), and reports a selected draft to the scene.
@MainActor
public final class DraftTableViewHelper: TableViewDataSource, TableViewDelegate {
    /// The module's view; the scene places it.
    public let view = ListModuleView(rowHeight: DraftCell.height)
    /// Called with the draft the user selected.
    public var onDraftSelected: (@MainActor (Draft) -> Void)?
    private let kind: DraftListKind
    private let drafts: PagedList<Draft>
    private let service: any DraftService
    private let formatting: ProfileFormatting
    private var tableView: TableView { view.tableView }

    /// Creates the module of `kind` for `ownerID`'s drafts; it loads on ``fetchData()``.
    public init(kind: DraftListKind, ownerID: Int, service: any DraftService, formatting: ProfileFormatting) {
        self.kind = kind
        drafts = PagedList(drafts: kind.source(ownerID: ownerID), service: service)
        self.service = service
        self.formatting = formatting
        tableView.register(DraftCell.self, forCellReuseIdentifier: "draft")
        tableView.dataSource = self
        tableView.delegate = self
        view.refreshControl.onRefresh = { [weak self] in self?.drafts.reload() }
        view.status.onRetry = { [weak self] in self?.drafts.retry() }
        drafts.onChange = { [weak self] change in self?.view.apply(change) }
    }

    /// Loads the drafts from the start.
    public func fetchData() { drafts.reload() }

    public func numberOfRows(in tableView: TableView) -> Int {
        drafts.items.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(DraftCell.self, for: indexPath)
        let draft = drafts.items[indexPath.row]
        DraftCellHelper(draft: draft, formatting: formatting).configure(cell, kind: kind)
        cell.onButtonTapped = { [weak self] in self?.buttonTapped(draft: draft.id) }
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        onDraftSelected?(drafts.items[indexPath.row])
    }

    public func tableViewDidReachEnd(_ tableView: TableView) {
        drafts.loadNextPage()
    }

    private func buttonTapped(draft id: Int) {
        _ = drafts.perform(kind.buttonAction, on: id)
    }
}

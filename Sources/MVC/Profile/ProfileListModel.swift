import Model

/// One list of the Profile scene as a business model: the UserInfo header and a pushed detail (each a list of one),
/// Blogs, Drafts or Trash. It owns the list's ``PagedList`` — loading, paging, the optimistic like and its
/// rollback — writes each row's text, resolves the rows the user names against what it shows now, and tells its
/// delegate what changed and which detail a selection opens.
///
/// What differs between the lists — the rows, the actions, the detail — is given by the typed initializers
/// (``UserInfoModel``, ``BlogListModel``, ``DraftListModel``, ``ProfileDetailModel``); the scene's
/// ``ProfileModel`` says when each loads.
@MainActor
public final class ProfileListModel<Item: ListItem, Row> {
    /// Hears every change; weak, because the controller owns the model.
    public weak var delegate: (any ProfileListModelDelegate)?

    /// How many rows are listed.
    public var count: Int { list.items.count }

    private let list: PagedList<Item>
    private let makeRow: (Item) -> Row
    private let detail: (Item) -> ProfileDetail?
    /// What a row's one button asks, if the rows have one (Drafts' `delete`, Trash's `restore`).
    let buttonAction: Item.Action?

    /// Creates the model of `list`, its rows written by `row`; selecting an item opens `detail` (`nil`: nothing), and
    /// a row's one button, if it has one, asks `buttonAction`.
    init(
        list: PagedList<Item>, row: @escaping (Item) -> Row, detail: @escaping (Item) -> ProfileDetail?,
        buttonAction: Item.Action? = nil
    ) {
        self.list = list
        makeRow = row
        self.detail = detail
        self.buttonAction = buttonAction
        list.onChange = { [weak self] change in
            guard let self else { return }
            self.delegate?.profileListModel(self, didChange: change)
        }
    }

    /// The text of row `index`, or `nil` past the end.
    public func row(at index: Int) -> Row? {
        list.items.indices.contains(index) ? makeRow(list.items[index]) : nil
    }

    /// The scene says when: load from the start. The task ends once the list has answered.
    @discardableResult
    func load() -> Task<Void, Never> { list.reload() }

    /// Asks `action` of the item in row `index`; an index past the end is ignored.
    func perform(_ action: Item.Action, at index: Int) {
        guard list.items.indices.contains(index) else { return }
        list.perform(action, on: list.items[index].id)
    }

    // MARK: What the user did

    /// The user pulled to refresh: load again from the first page.
    public func pulledToRefresh() { list.reload() }

    /// The list reached its end: load the next page, if any.
    public func reachedEnd() { list.loadNextPage() }

    /// The user tapped `Retry`: repeat what failed.
    public func retryButtonTapped() { list.retry() }

    /// The user selected row `index`: the delegate hears which detail it opens. An index past the end is ignored.
    public func rowSelected(at index: Int) {
        guard list.items.indices.contains(index), let detail = detail(list.items[index]) else { return }
        delegate?.profileListModel(self, didSelect: detail)
    }
}

/// What a draft-list presenter asks of its view (the Drafts or the Trash module): the table's changes, `Loading…`,
/// the error with `Retry` (``ListView``); each row is drawn by its ``DraftCellPresenter``.
@MainActor
public protocol DraftListView: ListView {}

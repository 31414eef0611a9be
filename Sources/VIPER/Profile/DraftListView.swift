/// What a draft-list presenter asks of its view (the Drafts or the Trash module): the table's changes — a moved
/// draft leaves its row — `Loading…` and the error with `Retry` (``ListView``).
@MainActor
public protocol DraftListView: ListView {}

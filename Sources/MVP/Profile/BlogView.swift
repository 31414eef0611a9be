/// What the Blogs presenter asks of its view: the table's changes, `Loading…`, the error with `Retry`
/// (``ListView``); each row is drawn by its ``BlogCellPresenter``.
@MainActor
public protocol BlogView: ListView {}

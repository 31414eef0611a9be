/// What the Blogs presenter asks of its view: the table's changes — a like or a share redraws its row alone —
/// `Loading…` and the error with `Retry` (``ListView``).
@MainActor
public protocol BlogView: ListView {}

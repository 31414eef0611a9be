/// What the News presenter can ask of its view: the table's changes, `Loading…`, the error with `Retry`
/// (``ListView``); the rows themselves are drawn by their ``NewsCellPresenter``s.
@MainActor
public protocol NewsView: ListView {}

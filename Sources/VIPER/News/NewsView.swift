/// What the News presenter can ask of its view: the table's changes — a read redraws its row alone — `Loading…`
/// and the error with `Retry` (``ListView``).
@MainActor
public protocol NewsView: ListView {}

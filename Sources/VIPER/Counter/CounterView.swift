/// What the Counter presenter can ask of its view: the table's changes (the whole list after the swap to the `alt`
/// set, one row after a `+` or `-`), `Loading…` and the error (``ListView``).
@MainActor
public protocol CounterView: ListView {}

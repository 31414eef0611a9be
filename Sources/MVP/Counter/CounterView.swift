/// What the Counter presenter can ask of its view: what every list view does — redraw the table, `Loading…`, the
/// error. A changed number goes to its row's ``CounterCellPresenter`` alone.
@MainActor
public protocol CounterView: ListView {}

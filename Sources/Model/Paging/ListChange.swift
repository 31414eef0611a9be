/// What changed in a ``PagedList``, as precisely as a table needs it: reload everything, insert the appended rows,
/// redraw some rows, remove some rows, or show or hide `Loading…` and the error.
public enum ListChange: Hashable, Sendable {
    /// The whole list was replaced (a first load, a refresh, a switch of source).
    case reloaded
    /// Rows were appended (the next page); the rows above did not change.
    case appended(Range<Int>)
    /// These rows' items changed in place (a read, an optimistic edit, its confirmation or rollback).
    case updated([Int])
    /// These rows were removed (indices before the removal); the rows below moved up.
    case removed([Int])
    /// A page load or a server-confirmed request started while none was in flight (`true`), or the last one
    /// finished (`false`).
    case loadingChanged(Bool)
    /// An action failed (the failure), or a new one started and the failure is gone (`nil`).
    case failureChanged(ListFailure?)
}

/// What rendering has cost since it was last reset: the numbers the redraw tests and the benchmarks read.
///
/// The application keeps one for everything it draws; each table keeps one for its own rows and cells.
public struct RenderStatistics: Equatable, Sendable {
    /// Table rows drawn, counted once per row per frame: a one-row update adds exactly 1.
    public internal(set) var rowsRedrawn = 0
    /// Table cells created: reuse keeps this near the visible row count.
    public internal(set) var cellsCreated = 0
    /// Frames rendered (the application's only; a table does not count frames).
    public internal(set) var framesRendered = 0

    /// No cost yet.
    public init() {}

    /// Sets every count back to zero.
    public mutating func reset() {
        self = RenderStatistics()
    }
}

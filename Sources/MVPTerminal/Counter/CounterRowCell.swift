import MVP
import SceneViews

/// A Counter row behind the ``CounterCellView`` protocol: the shared cell already has the one setter it asks for.
@MainActor
final class CounterRowCell: CounterCell, CounterCellView {}

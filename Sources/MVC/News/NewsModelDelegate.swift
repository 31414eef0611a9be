import Model

/// Hears what changed in a ``NewsModel``, so the controller can redraw the table, the appended rows or the one row
/// that was read, `Loading…` or the error.
@MainActor
public protocol NewsModelDelegate: AnyObject {
    /// The model's state changed as `change` describes; read the new state from the model.
    func newsModel(_ model: NewsModel, didChange change: ListChange)
}

import Model

/// Hears what changed in a ``CounterModel``, so the controller can reload the table or just one row.
@MainActor
public protocol CounterModelDelegate: AnyObject {
    /// The model's state changed as `change` describes; read the new state from the model.
    func counterModel(_ model: CounterModel, didChange change: ListChange)
}

import Model

/// Hears what changed in a ``NewsModel``, so the controller can update exactly that part of the screen.
@MainActor
public protocol NewsModelDelegate: AnyObject {
    /// The model's state changed as `change` describes; read the new state from the model.
    func newsModel(_ model: NewsModel, didChange change: ListChange)
}

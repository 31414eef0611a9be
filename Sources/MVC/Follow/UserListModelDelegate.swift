import Model

/// Hears what changed in a ``UserListModel``, so the controller can reload the table or just one row.
@MainActor
public protocol UserListModelDelegate: AnyObject {
    /// The model's state changed as `change` describes; read the new state from the model.
    func userListModel(_ model: UserListModel, didChange change: ListChange)
}

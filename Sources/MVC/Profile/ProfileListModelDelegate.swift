import Model

/// Hears what changed in a ``ProfileListModel`` and which detail a selection in it opens, so the controller of that
/// list can redraw and its scene can push the detail.
@MainActor
public protocol ProfileListModelDelegate: AnyObject {
    /// The model's state changed as `change` describes; read the new state from the model.
    func profileListModel<Item, Row>(_ model: ProfileListModel<Item, Row>, didChange change: ListChange)
    /// The user selected something that opens `detail`.
    func profileListModel<Item, Row>(_ model: ProfileListModel<Item, Row>, didSelect detail: ProfileDetail)
}

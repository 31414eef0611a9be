/// A Drafts or Trash row as its ``DraftCellPresenter`` sees it.
@MainActor
public protocol DraftCellView: AnyObject {
    /// The presenter whose row this cell shows; set by ``DraftCellPresenter/attach(view:)``.
    var presenter: DraftCellPresenter? { get set }
    /// Shows the row: the title, `edited …`, and the button's title (`delete` or `restore`).
    func show(title: String, edited: String, buttonTitle: String)
}

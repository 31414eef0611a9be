/// A user row as its ``UserCellPresenter`` sees it (seed 000's `UserCellPresenterCallBack`).
///
/// The cell holds its presenter; the presenter holds the cell weakly and writes to it only while the cell still
/// shows that presenter, so a reused cell never receives another row's update.
@MainActor
public protocol UserCellView: AnyObject {
    /// The presenter whose row this cell shows; set by ``UserCellPresenter/attach(view:)``.
    var presenter: UserCellPresenter? { get set }
    /// Shows the whole row: the name, and the button titled `followButtonTitle` (none when `nil`).
    func show(name: String, followButtonTitle: String?)
    /// The follow state changed: retitles the button, `follow` or `following`; the rest of the row is unchanged.
    func showFollowButton(_ title: String?)
}

/// A Blogs row as its ``BlogCellPresenter`` sees it (seed 000's `BlogCell` with its presenter).
///
/// The cell holds its presenter; the presenter holds the cell weakly and writes to it only while the cell still
/// shows that presenter, so a reused cell never receives another row's update.
@MainActor
public protocol BlogCellView: AnyObject {
    /// The presenter whose row this cell shows; set by ``BlogCellPresenter/attach(view:)``.
    var presenter: BlogCellPresenter? { get set }
    /// Shows the whole row.
    func show(title: String, author: String, likeCount: String, likeButtonTitle: String, shareCount: String)
    /// Shows a new like count and like button title (`like` or `liked`).
    func showLikes(count: String, buttonTitle: String)
    /// Shows a new share count.
    func showShares(_ count: String)
}

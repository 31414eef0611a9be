/// A News row as its ``NewsCellPresenter`` sees it (seed 002's `NewsCellPresenterProtocol`).
///
/// The cell holds its presenter; the presenter holds the cell weakly and writes to it only while the cell still
/// shows that presenter, so a reused cell never receives another row's update.
@MainActor
public protocol NewsCellView: AnyObject {
    /// The presenter whose row this cell shows; set by ``NewsCellPresenter/attach(view:)``.
    var presenter: NewsCellPresenter? { get set }
    /// Shows the whole row.
    func show(title: String, date: String, coverURL: String, readCount: String)
    /// Shows a new read count, `read N`; the rest of the row is unchanged.
    func showReadCount(_ text: String)
}

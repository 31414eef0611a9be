import MVP
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A user row behind the ``UserCellView`` protocol: it holds its ``UserCellPresenter`` and shows what it is told.
/// ``UserCell`` already has the two setters the protocol asks for.
///
/// A recycled cell drops its presenter, so the presenter of the row it showed before stops writing to it.
@MainActor
final class UserRowCell: UserCell, UserCellView {
    var presenter: UserCellPresenter?

    override func prepareForReuse() {
        super.prepareForReuse()
        presenter = nil
    }
}

#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A Profile row cell that shows what its cell presenter tells it: the one thing a list module's table needs of
/// its cells.
@MainActor
protocol PresenterCell: ListModuleCell {
    /// The cell presenter of a row.
    associatedtype Presenter
    /// Binds the cell to `presenter`: it shows the row, and the row's buttons go to it.
    func bind(to presenter: Presenter)
}

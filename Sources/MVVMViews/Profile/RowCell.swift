#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A Profile row cell bound to its row's view model: the one thing a list module's table needs of its cells.
@MainActor
protocol RowCell: ListModuleCell {
    /// The view model of a row.
    associatedtype Row
    /// Shows `row` and follows its changes.
    func bind(to row: Row)
}

import BrowserKit

/// What every architecture's controller of a one-list screen does the same way: it owns the scene's view and shows
/// it. Subclasses wire the view to their own logic — a business model, a presenter or a view model — and that
/// wiring is all that differs between the architectures.
@MainActor
open class ListSceneController<SceneView: View & ListSceneView>: ViewController {
    /// The screen's view: the list, its refresh control and its status line.
    public let sceneView: SceneView
    /// The screen's list.
    public var tableView: TableView { sceneView.tableView }

    /// Creates the controller of `sceneView`, titled `title` in the bar.
    public init(sceneView: SceneView, title: String) {
        self.sceneView = sceneView
        super.init()
        self.title = title
    }

    open override func loadView() {
        view = sceneView
    }
}

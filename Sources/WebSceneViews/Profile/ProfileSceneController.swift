import BrowserKit

/// What every architecture's Profile scene does the same way: it puts the header's controller over the modules, the
/// segmented control between them when there is more than one, and shows the selected module. Subclasses wire the
/// modules to their own logic; ``segmentSelected(at:)`` tells them the user switched.
@MainActor
open class ProfileSceneController: ViewController {
    /// A module of the scene: its segment's title and its view.
    public struct Module {
        /// The segment's title (`Blogs`, `Drafts`, `Trash`).
        public let title: String
        /// The module's view.
        public let view: ListModuleView

        /// Creates a module.
        public init(title: String, view: ListModuleView) {
            self.title = title
            self.view = view
        }
    }

    private let header: ViewController
    private let modules: [Module]

    /// Creates the scene of `header` over `modules`, the first shown; each module's list is named by its segment.
    public init(header: ViewController, modules: [Module]) {
        self.header = header
        self.modules = modules
        for module in modules { module.view.tableView.label = module.title }
        super.init()
        title = "Profile"
    }

    open override func loadView() {
        addChild(header)
        let sceneView = ProfileSceneView(
            header: header.view, segments: modules.map(\.title), modules: modules.map(\.view))
        sceneView.onModuleSelected = { [weak self] index in self?.segmentSelected(at: index) }
        view = sceneView
        header.didMove(toParent: self)
    }

    /// The user selected the module at `index`; it shows already.
    open func segmentSelected(at index: Int) {}
}

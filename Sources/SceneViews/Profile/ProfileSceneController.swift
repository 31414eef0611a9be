import TerminalKit

/// What every architecture's Profile scene does the same way: it lays out the UserInfo header over its list modules,
/// shows one module at a time under a segmented control, and reports the segment the user picked
/// (``segmentSelected(at:)``).
///
/// The architectures subclass it to put in their own modules — the ones the Model's `ProfileLayout` lists — and to
/// fetch, show the HUD and navigate each in its own way (seed 000's `UserViewController`: a scene only configures,
/// lays out and navigates).
@MainActor
open class ProfileSceneController: ViewController {
    /// A list module as the scene lays it out: its segment title and its view.
    public struct Module {
        /// The segment's title (`Blogs`, `Drafts`, `Trash`).
        public let title: String
        /// The module's view.
        public let view: ListModuleView

        /// Creates a module entry.
        public init(title: String, view: ListModuleView) {
            self.title = title
            self.view = view
        }
    }

    private let header: ViewController
    private let modules: [Module]

    /// Creates the scene with `header` (the UserInfo module's controller) over `modules`, in segment order.
    public init(header: ViewController, modules: [Module]) {
        self.header = header
        self.modules = modules
        super.init()
        title = "Profile"
    }

    open override func loadView() {
        addChild(header)
        let modules = modules
        let sceneView = ProfileSceneView(
            header: header.view, segments: modules.map(\.title), modules: modules.map(\.view))
        sceneView.onModuleSelected = { [weak self] index in self?.segmentSelected(at: index) }
        view = sceneView
        header.didMove(toParent: self)
    }

    /// The user picked segment `index` (`Blogs | Drafts | Trash`); the scene shows that module already. Subclasses
    /// hand it to their logic, which decides whether the module loads again.
    open func segmentSelected(at index: Int) {}

    open override var preferredFocusedView: View? { modules.first?.view.tableView }
}

import TerminalKit

/// What every architecture's Profile scene does the same way: it lays out the UserInfo header over its list modules,
/// shows one module at a time under a segmented control, and tells a module to fetch when the user picks it.
///
/// The architectures subclass it to put in their own modules — the ones the Model's `ProfileLayout` lists — and to
/// fetch, show the HUD and navigate each in its own way (seed 000's `UserViewController`: a scene only configures,
/// lays out and navigates).
@MainActor
open class ProfileSceneController: ViewController {
    /// A list module as the scene lays it out: its segment title, its view, and what to do when it is picked.
    public struct Module {
        /// The segment's title (`Blogs`, `Drafts`, `Trash`).
        public let title: String
        /// The module's view.
        public let view: ListModuleView
        /// What the module does when the user picks its segment; `nil` for nothing.
        public let fetch: (@MainActor () -> Void)?

        /// Creates a module entry.
        public init(title: String, view: ListModuleView, fetch: (@MainActor () -> Void)? = nil) {
            self.title = title
            self.view = view
            self.fetch = fetch
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
        sceneView.onModuleSelected = { index in modules[index].fetch?() }
        view = sceneView
        header.didMove(toParent: self)
    }

    open override var preferredFocusedView: View? { modules.first?.view.tableView }
}

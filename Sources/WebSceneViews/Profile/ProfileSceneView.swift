import BrowserKit

/// The Profile screen: the header, the segmented control (`Blogs | Drafts | Trash`, only when there is more than one
/// module), and the modules, of which the selected one shows.
@MainActor
public final class ProfileSceneView: View {
    /// The modules' control, when there is more than one.
    public let segmentedControl: SegmentedControl?
    /// Called with the index of the module the user selected.
    public var onModuleSelected: (@MainActor (Int) -> Void)?
    private var modules: [View] = []

    /// Creates the screen of `header` over `modules`, titled `segments`, the first shown.
    public init(header: View, segments: [String], modules: [View]) {
        segmentedControl = segments.count > 1 ? SegmentedControl(items: segments) : nil
        self.modules = modules
        super.init()
        className = "scene profile"
        addSubview(header)
        if let segmentedControl {
            addSubview(segmentedControl)
            segmentedControl.onValueChanged = { [weak self] index in
                self?.showModule(at: index)
                self?.onModuleSelected?(index)
            }
        }
        for module in modules { addSubview(module) }
        showModule(at: 0)
    }

    /// Shows the module at `index` and hides the others.
    public func showModule(at index: Int) {
        for (position, module) in modules.enumerated() {
            module.isHidden = position != index
        }
        segmentedControl?.selectedSegmentIndex = index
    }
}

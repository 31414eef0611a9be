import TerminalKit

/// The Profile screen's layout, the same in every architecture: the UserInfo header on top, then — on the owner's
/// profile — a segmented control, and the list modules under it, one shown at a time.
///
/// The scene hands it the modules' views; it knows nothing of what they show.
@MainActor
public final class ProfileSceneView: StackView {
    /// The switch between the modules (`Blogs │ Drafts │ Trash`), if there is more than one.
    public let segmentedControl: SegmentedControl?
    /// Called with the index of the module the user picked.
    public var onModuleSelected: (@MainActor (Int) -> Void)?
    private var modules: [View] = []

    /// Creates the layout: `header` on top, then a segmented control titled `segments` when there are two or
    /// more, then `modules` (the same count as `segments`), the first one shown.
    public init(header: View, segments: [String], modules: [View]) {
        segmentedControl = segments.count > 1 ? SegmentedControl(items: segments) : nil
        self.modules = modules
        super.init(axis: .vertical)
        addArrangedSubview(header, length: .fixed(2))
        if let segmentedControl {
            let bar = StackView(axis: .horizontal)
            bar.insets = EdgeInsets(left: 1, right: 1)
            bar.addArrangedSubview(segmentedControl)
            addArrangedSubview(bar, length: .fixed(1))
            segmentedControl.onValueChanged = { [weak self] index in
                self?.showModule(at: index)
                self?.onModuleSelected?(index)
            }
        }
        for module in modules {
            addArrangedSubview(module, length: .flexible())
        }
        showModule(at: 0)
    }

    /// Shows module `index` and hides the others.
    public func showModule(at index: Int) {
        for (position, module) in modules.enumerated() {
            module.isHidden = position != index
        }
        segmentedControl?.selectedSegmentIndex = index
        setNeedsLayout()
    }
}

import BrowserKit

/// The News header: the load mode's segmented control (`All | Paged`) and what the list's keys do.
@MainActor
public final class NewsHeaderView: View {
    /// The load modes.
    public let modeControl: SegmentedControl
    /// Called with the index of the mode the user picked.
    public var onModeSelected: (@MainActor (Int) -> Void)?

    /// Creates the header with `modes`, `selectedMode` selected.
    public init(modes: [String], selectedMode: String) {
        modeControl = SegmentedControl(items: modes, selectedSegmentIndex: modes.firstIndex(of: selectedMode) ?? 0)
        super.init()
        className = "header"
        addSubview(modeControl)
        addSubview(
            Label(text: "Refresh or page up on top: refresh · More or ↓ on the last row: more", className: "hint"))
        modeControl.onValueChanged = { [weak self] index in self?.onModeSelected?(index) }
    }
}

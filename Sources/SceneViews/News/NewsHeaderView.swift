import TerminalKit

/// The News header: the load-mode switch (`All │ Paged`) and a hint of the list's own keys.
@MainActor
public final class NewsHeaderView: StackView {
    /// The mode switch; its titles are the modes' titles.
    public let modeControl: SegmentedControl
    /// Called with the position of the mode the user picked, in the order of the titles given to ``init``.
    public var onModeSelected: (@MainActor (Int) -> Void)?
    private let hintLabel = Label(text: "pgup on top: refresh · ↓ on the last row: more", style: Style(dim: true))

    /// Creates a header offering `modes`, with `selectedMode` picked.
    public init(modes: [String], selectedMode: String) {
        modeControl = SegmentedControl(items: modes, selectedSegmentIndex: modes.firstIndex(of: selectedMode) ?? 0)
        super.init(axis: .horizontal, spacing: 3)
        insets = EdgeInsets(left: 1, right: 1)
        addArrangedSubview(modeControl)
        addArrangedSubview(hintLabel, length: .flexible())
        hintLabel.alignment = .right
        modeControl.onValueChanged = { [weak self] index in self?.onModeSelected?(index) }
    }
}

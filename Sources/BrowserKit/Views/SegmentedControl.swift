/// A row of mutually exclusive segments (`Blogs | Drafts | Trash`, `All | Paged`): one is selected; clicking another
/// selects it and calls ``onValueChanged``.
@MainActor
public final class SegmentedControl: View {
    /// The segments' titles.
    public let items: [String]
    /// The selected segment's index.
    public var selectedSegmentIndex: Int {
        didSet { if selectedSegmentIndex != oldValue { setNeedsRender() } }
    }
    /// Called with the new index when the user selects another segment.
    public var onValueChanged: (@MainActor (Int) -> Void)?

    /// Creates a control of `items` with `selectedSegmentIndex` selected.
    public init(items: [String], selectedSegmentIndex: Int = 0) {
        self.items = items
        self.selectedSegmentIndex = selectedSegmentIndex
        super.init()
    }

    /// The selected segment's title.
    public var selectedTitle: String? {
        items.indices.contains(selectedSegmentIndex) ? items[selectedSegmentIndex] : nil
    }

    /// Selects the segment at `index` as the user would, telling ``onValueChanged``.
    public func selectSegment(_ index: Int) {
        guard items.indices.contains(index), index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        onValueChanged?(index)
    }

    public override func render() -> Element {
        Element.box(
            className: "segments", attributes: ["role": "tablist"],
            items.enumerated().map { index, title in
                var segment = Element.button(title, className: "segment") { [weak self] in self?.selectSegment(index) }
                segment.attributes["role"] = "tab"
                segment.attributes["aria-selected"] = index == selectedSegmentIndex ? "true" : "false"
                return segment
            })
    }
}

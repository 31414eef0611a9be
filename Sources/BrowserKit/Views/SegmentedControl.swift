/// A row of mutually exclusive segments (`Blogs | Drafts | Trash`, `All | Paged`): one is selected; clicking another
/// selects it and calls ``onChange``.
@MainActor
public final class SegmentedControl: View {
    /// The segments' titles.
    public let titles: [String]
    /// The selected segment's index.
    public var selectedIndex: Int {
        didSet { if selectedIndex != oldValue { setNeedsRender() } }
    }
    /// Called with the new index when the user selects another segment.
    public var onChange: (@MainActor (Int) -> Void)?

    /// Creates a control of `titles` with the first selected.
    public init(titles: [String], selectedIndex: Int = 0) {
        self.titles = titles
        self.selectedIndex = selectedIndex
        super.init()
    }

    /// The selected segment's title.
    public var selectedTitle: String? {
        titles.indices.contains(selectedIndex) ? titles[selectedIndex] : nil
    }

    /// Selects the segment at `index` as the user would.
    public func userSelect(_ index: Int) {
        guard titles.indices.contains(index), index != selectedIndex else { return }
        selectedIndex = index
        onChange?(index)
    }

    public override func render() -> Element {
        Element.box(
            className: "segments", attributes: ["role": "tablist"],
            titles.enumerated().map { index, title in
                var segment = Element.button(title, className: "segment") { [weak self] in self?.userSelect(index) }
                segment.attributes["role"] = "tab"
                segment.attributes["aria-selected"] = index == selectedIndex ? "true" : "false"
                return segment
            })
    }
}

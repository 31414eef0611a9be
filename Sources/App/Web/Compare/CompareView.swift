import BrowserKit

/// The compare page: its bar, the same-input switch, and one panel per architecture — the panel's name, whether its
/// screen differs from the others, its code and its diffs with each other panel, and the architecture's own tab
/// (its bar, screen and keys) below.
@MainActor
final class CompareView: View {
    /// The scene compared.
    let scene: SceneID
    /// The panels' architectures, left to right.
    let variants: [ArchitectureVariant]
    /// Every scene the page can compare, for the links to the others.
    let scenes: [SceneID]
    /// Whether one input reaches every panel.
    var sameInput = true {
        didSet { if sameInput != oldValue { setNeedsRender() } }
    }
    /// The panels whose screen differs from the others' (indexes into ``variants``).
    var differing: Set<Int> = [] {
        didSet { if differing != oldValue { setNeedsRender() } }
    }
    /// What the page says under its bar: how the panels are served, or why they are not there.
    var note = "" {
        didSet { if note != oldValue { setNeedsRender() } }
    }
    /// Called when the same-input switch is pressed.
    var onSameInputToggled: (@MainActor () -> Void)?
    /// Called with a panel's index when its Code button is pressed.
    var onCodeTapped: (@MainActor (Int) -> Void)?

    /// The attribute that marks the element holding a panel's tab: replayed input is found under it by position.
    static let panelAttribute = "data-panel"

    init(scene: SceneID, variants: [ArchitectureVariant], scenes: [SceneID]) {
        self.scene = scene
        self.variants = variants
        self.scenes = scenes
        super.init()
    }

    /// Puts each panel's tab view in place, in ``variants`` order.
    func showPanels(_ views: [View]) {
        for view in views { addSubview(view) }
    }

    override func render() -> Element {
        let bar = Element.box(
            "header", className: "bar",
            [
                Element.text("MVX · Compare · \(scene.title)", tag: "h1"),
                Element(
                    "button", attributes: ["type": "button", "class": "same-input", "aria-pressed": "\(sameInput)"],
                    text: sameInput ? "Same input: on" : "Same input: off",
                    listeners: Listeners(click: { [weak self] in self?.onSameInputToggled?() })),
                Element.box(
                    "nav", className: "scenes", attributes: ["aria-label": "Compare another scene"],
                    [WebLink.element("Home", to: "/")]
                        + scenes.filter { $0 != scene }.map { WebLink.element($0.title, to: "/compare/\($0.rawValue)") }
                ),
            ])
        let panels = variants.indices.map { index in
            panel(index, tab: subviews.indices.contains(index) ? subviews[index].render() : nil)
        }
        return Element.box(
            className: "compare",
            [
                bar, Element.text(note, tag: "p", className: "hint"),
                Element.box(
                    className: "panels", attributes: ["aria-label": "\(scene.title) in each architecture"], panels),
            ])
    }

    private func panel(_ index: Int, tab: Element?) -> Element {
        let variant = variants[index]
        let others = variants.filter { $0 != variant }
        let head = Element.box(
            className: "panel-head",
            [
                Element.text(variant.displayName, tag: "h2"),
                Element.text("differs from the others", className: "differs").hidden(!differing.contains(index)),
                Element.button("Code", className: "code") { [weak self] in self?.onCodeTapped?(index) },
                Element.box(
                    "nav", className: "diffs", attributes: ["aria-label": "\(variant.displayName) against"],
                    [Element.text("diff:", className: "label")]
                        + others.map {
                            WebLink.element(
                                $0.displayName, to: "/diff/\(scene.rawValue)/\(variant.rawValue)/\($0.rawValue)")
                        }),
            ])
        return Element.box(
            "section", className: differing.contains(index) ? "panel differs" : "panel", key: variant.rawValue,
            attributes: ["aria-label": variant.displayName],
            [
                head,
                Element.box(
                    className: "panel-tab", attributes: [Self.panelAttribute: String(index)],
                    tab.map { [$0] } ?? []),
            ])
    }
}

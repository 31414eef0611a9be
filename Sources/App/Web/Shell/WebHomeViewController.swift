import BrowserKit

/// The browser's Home: one row per scene, with a button for each architecture that builds it.
@MainActor
final class WebHomeViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// Called when the user opens a scene in an architecture.
    var onOpen: (@MainActor (SceneID, ArchitectureVariant) -> Void)?
    /// The architecture enter opens the highlighted scene in (key `a` on Home cycles it).
    var variant: ArchitectureVariant
    private let catalog: WebSceneCatalog
    private let scenes: [SceneID]
    private let list = TableView(label: "Scenes")

    init(catalog: WebSceneCatalog, variant: ArchitectureVariant) {
        self.catalog = catalog
        self.variant = variant
        scenes = SceneID.allCases.filter { !catalog.variants(of: $0).isEmpty }
        super.init()
        title = "Home"
    }

    override func loadView() {
        let root = View()
        root.className = "scene home"
        let names = Architecture.allCases.map(\.displayName)
        let built = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        root.addSubview(
            Label(text: "The same scenes in \(built), over one model and one server.", tag: "p", className: "hint"))
        root.addSubview(HomeLinksView())
        list.dataSource = self
        list.delegate = self
        root.addSubview(list)
        view = root
    }

    func numberOfRows(in tableView: TableView) -> Int {
        scenes.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let scene = scenes[indexPath.row]
        let cell = tableView.dequeueReusableCell(HomeSceneCell.self, for: indexPath)
        cell.show(scene, variants: catalog.variants(of: scene)) { [weak self] variant in self?.onOpen?(scene, variant) }
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let scene = scenes[indexPath.row]
        let variants = catalog.variants(of: scene)
        onOpen?(scene, variants.contains(variant) ? variant : variants.first ?? variant)
    }
}

/// Home's way to the pages that are not scenes: the report.
@MainActor
private final class HomeLinksView: View {
    override func render() -> Element {
        Element.box(
            "p", className: "hint",
            [
                Element.text("Each scene's “compare all five” shows it in every architecture at once; "),
                WebLink.element("the report", to: "/report"),
                Element.text(" measures what the seeds claim."),
            ])
    }
}

/// A Home row: the scene's name and what it shows, and a button per architecture.
@MainActor
private final class HomeSceneCell: TableViewCell {
    private var scene = SceneID.counter
    private var variants: [ArchitectureVariant] = []
    private var open: @MainActor (ArchitectureVariant) -> Void = { _ in }

    /// Shows `scene` with a button per architecture in `variants`; a button calls `open`.
    func show(
        _ scene: SceneID, variants: [ArchitectureVariant], open: @escaping @MainActor (ArchitectureVariant) -> Void
    ) {
        self.scene = scene
        self.variants = variants
        self.open = open
        setNeedsRender()
    }

    override func render() -> Element {
        Element.box(
            className: "row home-scene",
            [
                Element.text(scene.title, className: "name"),
                Element.text(scene.summary, className: "summary"),
                Element.box(
                    className: "architectures",
                    variants.map { variant in
                        Element.button(variant.displayName, className: "open") { [open] in open(variant) }
                    } + [WebLink.element("compare all five", to: "/compare/\(scene.rawValue)")]),
            ])
    }
}

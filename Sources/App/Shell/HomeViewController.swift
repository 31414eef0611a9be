import TerminalKit

/// The home menu: one row per scene; enter (or `select N`) opens it.
@MainActor
final class HomeViewController: ViewController {
    var onSceneSelected: (@MainActor (SceneID) -> Void)?

    private let tableView = TableView()
    private let scenes: [SceneID]
    private let catalog: SceneCatalog
    private lazy var rows = ListDataSource<SceneID, TableViewCell>(cellIdentifier: "scene", items: scenes) {
        [catalog] cell, scene, _ in
        cell.textLabel.text = Self.line(for: scene, variants: catalog.variants(of: scene))
    } select: { [weak self] scene, _ in
        self?.onSceneSelected?(scene)
    }

    init(catalog: SceneCatalog) {
        self.catalog = catalog
        scenes = catalog.scenes
        super.init()
        keyCommands = [KeyCommand(.enter, title: "open") { [weak self] in self?.openSelectedRow() }]
    }

    override func loadView() {
        let stack = StackView(axis: .vertical, spacing: 1)
        stack.insets = EdgeInsets(top: 1, left: 1, bottom: 0, right: 1)
        let names = Architecture.allCases.map(\.displayName)
        let built = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        let intro = Label(text: "The same scenes in \(built), over one model and one server.", style: Style(dim: true))
        stack.addArrangedSubview(intro, length: .fixed(1))
        stack.addArrangedSubview(tableView, length: .flexible())
        view = stack
    }

    override func viewDidLoad() {
        rows.attach(to: tableView)
        tableView.selectRow(at: IndexPath(row: 0))
    }

    override var preferredFocusedView: View? { tableView }

    private func openSelectedRow() {
        guard let indexPath = tableView.indexPathForSelectedRow, let scene = rows.item(at: indexPath) else { return }
        onSceneSelected?(scene)
    }

    private static func line(for scene: SceneID, variants: [ArchitectureVariant]) -> String {
        let name = scene.title + String(repeating: " ", count: max(1, 10 - scene.title.count))
        let built = variants.map(\.displayName).joined(separator: ", ")
        return "\(name)\(scene.summary) · \(built)"
    }
}

extension SceneLayout {
    /// Every file behind the scene in `architecture`, with its layer and role, sorted by layer, then path: the
    /// architecture's own files (``CodeLayer/logic``, ``CodeLayer/controllers``, ``CodeLayer/views``), the scene's
    /// Model code (none for the massive controllers, which fetch and format for themselves), its shared views,
    /// the architecture's plumbing (Support folders, `SceneViews/Common/`, its own catalog file) and the scene's
    /// catalog entry. Empty when the architecture has no files of its own for the scene: it is not built there.
    public func files(in architecture: ReportArchitecture, of tree: SourceTree) -> [SceneFile] {
        let own = tree.files(
            under: [architecture.logicFolder(for: self)] + [architecture.viewFolder(for: self)].compactMap { $0 })
        guard !own.isEmpty else { return [] }
        let placed: [(paths: [String], layer: CodeLayer)] = [
            (architecture.usesSceneModel ? paths(under: model, in: tree) : [], .model),
            (own.map(\.path), .logic),
            (paths(under: ["Sources/SceneViews/\(folder)/"], in: tree), .sharedViews),
            (paths(under: architecture.sharedSupport + [compositionFile], in: tree), .support),
        ]
        return placed.flatMap { paths, layer in
            paths.map { path in
                let layer = layer == .logic ? architecture.layer(ofOwnFile: path, in: self) : layer
                return SceneFile(path: path, layer: layer, role: DiffRole.of(path: path, layer: layer))
            }
        }
        .sorted { ($0.layer.order, $0.path) < ($1.layer.order, $1.path) }
    }

    /// The scene's catalog entry, which registers it in every architecture.
    var compositionFile: String { "Sources/App/Catalog/SceneCatalog+\(folder).swift" }

    private func paths(under prefixes: [String], in tree: SourceTree) -> [String] {
        tree.files(under: prefixes).map(\.path)
    }
}

extension CodeLayer {
    /// Its place in ``allCases``.
    var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

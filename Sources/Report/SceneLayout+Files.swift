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
            (
                paths(
                    under: architecture.sharedSupport + [compositionFile(of: architecture)].compactMap { $0 }, in: tree),
                .support
            ),
        ]
        return placed.flatMap { paths, layer in
            paths.map { path in
                let layer = layer == .logic ? architecture.layer(ofOwnFile: path, in: self) : layer
                return SceneFile(path: path, layer: layer, role: DiffRole.of(path: path, layer: layer))
            }
        }
        .sorted { ($0.layer.order, $0.path) < ($1.layer.order, $1.path) }
    }

    /// The scene's catalog entry, where MVC, MVP, MVVM and the "before" variants register it; TEA and VIPER register
    /// every scene in a catalog file of their own (``ReportArchitecture/catalogFile``).
    func compositionFile(of architecture: ReportArchitecture) -> String? {
        architecture.catalogFile == nil ? "Sources/App/Catalog/SceneCatalog+\(folder).swift" : nil
    }

    /// The text of `file` that belongs to this scene in `architecture`: for a catalog file, the calls that register
    /// the scene in it (``CompositionBlock``); for any other file, all of it.
    func text(of file: SceneFile, in architecture: ReportArchitecture, tree: SourceTree) -> String {
        let text = tree.files[file.path] ?? ""
        guard file.role == .composition else { return text }
        return CompositionBlock.lines(in: text, scene: self, architecture: architecture)
    }

    /// The `SceneID` cases the app gives it: `counter`; `following` and `discover` for Following · Discover.
    var sceneIDs: [String] {
        name.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
    }

    private func paths(under prefixes: [String], in tree: SourceTree) -> [String] {
        tree.files(under: prefixes).map(\.path)
    }
}

extension CodeLayer {
    /// Its place in ``allCases``.
    var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

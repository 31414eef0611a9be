/// Two architectures' files for one scene, diffed role by role: files with the same name (the same class) line up,
/// a file only one side has is diffed against nothing. `mvx diff SCENE ARCH ARCH`.
public struct SceneDiff: Sendable {
    /// One role: a file name and its path on each side (`nil` where that side has no such file).
    public struct Role: Sendable {
        /// The file name, `CounterViewController.swift`.
        public var name: String
        /// The path in the first architecture.
        public var old: String?
        /// The path in the second.
        public var new: String?
        /// The unified diff, headed `--- old` / `+++ new`; empty when the two are the same.
        public var diff: String
        /// Lines removed, counted in the first file's layer, and added, in the second's.
        var removed: Int, added: Int
        var oldLayer: String?, newLayer: String?
    }

    /// The roles, the first architecture's files first.
    public let roles: [Role]

    /// Diffs `scene` from `old` to `new` in `tree`.
    public init(
        scene name: String, from old: ReportArchitecture, to new: ReportArchitecture, in tree: SourceTree
    ) throws(SceneDiffError) {
        let wanted = name.lowercased()
        guard
            let scene = SceneLayout.all.first(where: { scene in
                scene.folder.lowercased() == wanted
                    || scene.name.lowercased().split(whereSeparator: { !$0.isLetter }).contains { $0 == wanted }
            })
        else { throw .unknownScene(name) }
        let oldFiles = Self.files(of: scene, in: old, tree: tree)
        let newFiles = Self.files(of: scene, in: new, tree: tree)
        for (architecture, files) in [(old, oldFiles), (new, newFiles)] where files.isEmpty {
            throw .notBuilt(scene: scene.name, architecture: architecture.rawValue)
        }
        let names = (oldFiles + newFiles).map(\.name).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        roles = names.map { name in
            let a = oldFiles.first { $0.name == name }
            let b = newFiles.first { $0.name == name }
            let diff = UnifiedDiff(old: a?.text ?? "", new: b?.text ?? "")
            let hunks = diff.hunks()
            let text =
                hunks.isEmpty
                ? ""
                : (["--- \(a?.path ?? "/dev/null")", "+++ \(b?.path ?? "/dev/null")"] + hunks).joined(separator: "\n")
            return Role(
                name: name, old: a?.path, new: b?.path, diff: text, removed: diff.removed, added: diff.added,
                oldLayer: a?.layer, newLayer: b?.layer)
        }
    }

    /// Every role's diff, then one line: lines removed and added per layer.
    public var text: String {
        let diffs = roles.map(\.diff).filter { !$0.isEmpty }
        return (diffs + [summary]).joined(separator: "\n") + "\n"
    }

    /// `lines changed per layer: logic -120 +49, views -0 +58` (removed in the first architecture's layer, added
    /// in the second's).
    public var summary: String {
        let layers = ["logic", "views"]
        let parts = layers.map { layer in
            let removed = roles.filter { $0.oldLayer == layer }.map(\.removed).reduce(0, +)
            let added = roles.filter { $0.newLayer == layer }.map(\.added).reduce(0, +)
            return "\(layer) -\(removed) +\(added)"
        }
        return "lines changed per layer: " + parts.joined(separator: ", ") + " (files: \(roles.count) roles)"
    }

    private static func files(
        of scene: SceneLayout, in architecture: ReportArchitecture, tree: SourceTree
    ) -> [(name: String, path: String, text: String, layer: String)] {
        let logic = tree.files(under: [architecture.logicFolder(for: scene)]).map { ($0, "logic") }
        let views = architecture.viewFolder(for: scene).map { tree.files(under: [$0]).map { ($0, "views") } } ?? []
        return (logic + views).map { file, layer in
            (file.path.split(separator: "/").last.map(String.init) ?? file.path, file.path, file.text, layer)
        }
    }
}

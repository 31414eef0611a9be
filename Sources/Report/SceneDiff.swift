/// Two architectures' files for one scene, diffed role by role (``DiffRole``): within a role, files of the same name,
/// then of the same type-name stem (`ProfilePresenter` ↔ `ProfileViewModel`) line up; a file left over is diffed
/// against nothing. Files both sides share (the Model, the shared views, the scene's catalog entry) are left out.
/// `mvx diff SCENE ARCH ARCH`.
public struct SceneDiff: Sendable {
    /// Two files of one role, or one file and nothing.
    public struct Pair: Sendable {
        /// The role they play.
        public var role: DiffRole
        /// The file in the first architecture, `nil` if it has none for this one.
        public var old: SceneFile?
        /// The file in the second.
        public var new: SceneFile?
        /// The unified diff, headed `--- old` / `+++ new`; empty when the two are the same.
        public var diff: String
        /// Lines removed, counted in the old file's layer, and added, in the new one's.
        public var removed: Int, added: Int
    }

    /// The pairs, role by role (in ``DiffRole`` order), the first architecture's files first within a role.
    public let pairs: [Pair]

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
        let oldFiles = scene.files(in: old, of: tree)
        let newFiles = scene.files(in: new, of: tree)
        for (architecture, files) in [(old, oldFiles), (new, newFiles)] where files.isEmpty {
            throw .notBuilt(scene: scene.name, architecture: architecture.rawValue)
        }
        // A file both sides use unchanged (the Model, the shared views) has nothing to show; a catalog file is
        // compared by each side's own registration of the scene.
        let shared = Set(oldFiles.filter { $0.role != .composition }.map(\.path)).intersection(newFiles.map(\.path))
        let matched = Self.pairing(
            oldFiles.filter { !shared.contains($0.path) }, newFiles.filter { !shared.contains($0.path) })
        pairs = matched.compactMap { role, a, b in
            let (oldText, newText) = (
                a.map { scene.text(of: $0, in: old, tree: tree) } ?? "",
                b.map { scene.text(of: $0, in: new, tree: tree) } ?? ""
            )
            // A catalog file that registers the scene on neither side is not part of it.
            if role == .composition, oldText.isEmpty, newText.isEmpty { return nil }
            let diff = UnifiedDiff(old: oldText, new: newText)
            let hunks = diff.hunks()
            let text =
                hunks.isEmpty
                ? ""
                : (["--- \(Self.label(a, old))", "+++ \(Self.label(b, new))"] + hunks).joined(separator: "\n")
            return Pair(role: role, old: a, new: b, diff: text, removed: diff.removed, added: diff.added)
        }
    }

    /// A side's heading: the file's path (`/dev/null` when that side has none); for a catalog file, the call it is
    /// compared by, since the hunks number that call's lines.
    private static func label(_ file: SceneFile?, _ architecture: ReportArchitecture) -> String {
        guard let file else { return "/dev/null" }
        guard file.role == .composition else { return file.path }
        return "\(file.path) (its register(…, .\(architecture.catalogCase)) calls)"
    }

    /// Every pair's diff, then one line: lines removed and added per layer.
    public var text: String {
        let diffs = pairs.map(\.diff).filter { !$0.isEmpty }
        return (diffs + [summary]).joined(separator: "\n") + "\n"
    }

    /// `lines changed per layer: logic -120 +49, views -0 +58 (files: 9 pairs)`: removed in the first
    /// architecture's layer, added in the second's; every layer a file of the diff is in, in ``CodeLayer`` order.
    public var summary: String {
        let layers = CodeLayer.allCases.filter { layer in
            pairs.contains { $0.old?.layer == layer || $0.new?.layer == layer }
        }
        let parts = layers.map { layer in
            let removed = pairs.filter { $0.old?.layer == layer }.map(\.removed).reduce(0, +)
            let added = pairs.filter { $0.new?.layer == layer }.map(\.added).reduce(0, +)
            return "\(layer.rawValue) -\(removed) +\(added)"
        }
        return "lines changed per layer: " + parts.joined(separator: ", ") + " (files: \(pairs.count) pairs)"
    }

    /// Pairs `old` with `new`, role by role: the same file name, then the same stem and kind, then the same stem,
    /// then (same kind) a stem that begins the other's, then a catalog file with a catalog file, then the one file
    /// of its role and kind left on each side; a router left over with a view controller left over of its stem;
    /// every file left over with nothing.
    static func pairing(_ old: [SceneFile], _ new: [SceneFile]) -> [(role: DiffRole, old: SceneFile?, new: SceneFile?)]
    {
        var left = old, right = new
        var result: [(role: DiffRole, old: SceneFile?, new: SceneFile?)] = []
        let passes: [(SceneFile, SceneFile) -> Bool] = [
            { $0.name == $1.name },
            // MVC's business model holds the scene's entities and use cases, as VIPER's interactor does.
            { a, b in
                a.stem.stem == b.stem.stem
                    && [a.name, b.name].contains { $0.hasSuffix("Model.swift") && !$0.hasSuffix("ViewModel.swift") }
                    && [a.name, b.name].contains { $0.hasSuffix("Interactor.swift") }
            },
            { $0.stem == $1.stem },
            { a, b in a.role != .support && a.stem.stem == b.stem.stem && a.stem.kind.pairs(with: b.stem.kind) },
            { a, b in
                a.stem.kind == b.stem.kind && a.stem.kind != .extension
                    && (a.stem.stem.hasPrefix(b.stem.stem) || b.stem.stem.hasPrefix(a.stem.stem))
            },
            // One architecture's catalog file against the other's.
            { a, _ in a.role == .composition },
        ]
        var byRole: [DiffRole: [(SceneFile?, SceneFile?)]] = [:]
        for pass in passes {
            for a in left {
                guard let index = right.firstIndex(where: { $0.role == a.role && pass(a, $0) }) else { continue }
                byRole[a.role, default: []].append((a, right[index]))
                right.remove(at: index)
                left.removeAll { $0 == a }
            }
        }
        // The one file of its role and kind left on each side (MVP's `PresenterCell`, MVVM's `RowCell`).
        for a in left {
            let alike = { (file: SceneFile) in file.role == a.role && file.stem.kind == a.stem.kind }
            guard a.stem.kind != .extension, left.filter(alike).count == 1, right.filter(alike).count == 1,
                let index = right.firstIndex(where: alike)
            else { continue }
            byRole[a.role, default: []].append((a, right.remove(at: index)))
            left.removeAll { $0 == a }
        }
        // VIPER's router does what the other side's view controller does itself: navigate.
        for router in left where router.role == .navigation {
            guard let index = right.firstIndex(where: { $0.role == .screens && $0.stem.stem == router.stem.stem })
            else { continue }
            byRole[.navigation, default: []].append((router, right.remove(at: index)))
            left.removeAll { $0 == router }
        }
        for router in right where router.role == .navigation {
            guard let index = left.firstIndex(where: { $0.role == .screens && $0.stem.stem == router.stem.stem })
            else { continue }
            byRole[.navigation, default: []].append((left.remove(at: index), router))
            right.removeAll { $0 == router }
        }
        for a in left { byRole[a.role, default: []].append((a, nil)) }
        for b in right { byRole[b.role, default: []].append((nil, b)) }
        // Within a role, in the first architecture's order, then the second's files it has nothing for.
        let position = { (pair: (SceneFile?, SceneFile?)) -> Int in
            pair.0.flatMap { old.firstIndex(of: $0) } ?? old.count + (pair.1.flatMap { new.firstIndex(of: $0) } ?? 0)
        }
        for role in DiffRole.allCases {
            result += (byRole[role] ?? []).sorted { position($0) < position($1) }.map { (role, $0.0, $0.1) }
        }
        return result
    }
}

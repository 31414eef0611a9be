/// Which scenes the browser front end builds in which architecture, and how: (scene, variant) → a factory of a
/// browser controller. The same ``SceneContext`` as the terminal's catalog: the same logic objects, another view.
@MainActor
public struct WebSceneCatalog {
    /// Builds a scene's controller from the context.
    public typealias Factory = @MainActor (SceneContext) -> WebBuiltScene

    private struct Key: Hashable {
        let scene: SceneID
        let variant: ArchitectureVariant
    }

    private var factories: [Key: Factory] = [:]

    /// An empty catalog.
    public init() {}

    /// The browser's scenes in the five architectures.
    public static var standard: WebSceneCatalog {
        var catalog = WebSceneCatalog()
        catalog.registerPrint()
        catalog.registerCounter()
        catalog.registerNews()
        catalog.registerProfile()
        catalog.registerFollow()
        catalog.registerVoice()
        return catalog
    }

    /// Adds (or replaces) how `scene` is built in `variant`.
    public mutating func register(_ scene: SceneID, _ variant: ArchitectureVariant, factory: @escaping Factory) {
        factories[Key(scene: scene, variant: variant)] = factory
    }

    /// Builds `scene` in `variant`, or answers `nil` when it is not built in that variant.
    public func makeScene(_ scene: SceneID, in variant: ArchitectureVariant, context: SceneContext) -> WebBuiltScene? {
        factories[Key(scene: scene, variant: variant)].map { $0(context) }
    }

    /// Whether `scene` is built in `variant`.
    public func contains(_ scene: SceneID, in variant: ArchitectureVariant) -> Bool {
        factories[Key(scene: scene, variant: variant)] != nil
    }

    /// The variants `scene` is built in, in ``ArchitectureVariant/allCases`` order.
    public func variants(of scene: SceneID) -> [ArchitectureVariant] {
        ArchitectureVariant.allCases.filter { contains(scene, in: $0) }
    }

    /// The scenes built in `variant`, in menu order.
    public func scenes(in variant: ArchitectureVariant) -> [SceneID] {
        SceneID.allCases.filter { contains($0, in: variant) }
    }

    /// The next variant after `variant` that builds every scene of `scenes` (key `a`), back to the first after the last.
    public func nextVariant(of scenes: [SceneID], after variant: ArchitectureVariant) -> ArchitectureVariant {
        let all = ArchitectureVariant.allCases
        guard let start = all.firstIndex(of: variant) else { return variant }
        for step in 1...all.count {
            let candidate = all[(start + step) % all.count]
            if scenes.allSatisfy({ contains($0, in: candidate) }) { return candidate }
        }
        return variant
    }
}

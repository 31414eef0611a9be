import TerminalKit

/// Which scenes exist in which variant, and how to build each: (scene, variant) → a factory of a controller.
///
/// ``standard`` (in `SceneCatalog+Standard.swift`) is the app's catalog; tests may build their own.
@MainActor
public struct SceneCatalog {
    public typealias Factory = @MainActor (SceneContext) -> BuiltScene

    private struct Key: Hashable {
        let scene: SceneID
        let variant: ArchitectureVariant
    }

    private var factories: [Key: Factory] = [:]

    public init() {}

    /// Adds (or replaces) how `scene` is built in `variant`.
    public mutating func register(
        _ scene: SceneID, _ variant: ArchitectureVariant, factory: @escaping Factory
    ) {
        factories[Key(scene: scene, variant: variant)] = factory
    }

    /// Builds `scene` in `variant`, or answers `nil` when it is not built in that variant.
    public func makeScene(_ scene: SceneID, in variant: ArchitectureVariant, context: SceneContext) -> BuiltScene? {
        factories[Key(scene: scene, variant: variant)].map { $0(context) }
    }

    public func contains(_ scene: SceneID, in variant: ArchitectureVariant) -> Bool {
        factories[Key(scene: scene, variant: variant)] != nil
    }

    /// The variants `scene` is built in, in ``ArchitectureVariant/allCases`` order.
    public func variants(of scene: SceneID) -> [ArchitectureVariant] {
        ArchitectureVariant.allCases.filter { contains(scene, in: $0) }
    }

    /// The scenes built in at least one variant, in menu order.
    public var scenes: [SceneID] {
        SceneID.allCases.filter { !variants(of: $0).isEmpty }
    }

    /// The variant `scene` opens in when asked for `variant`: that one if built, else its architecture's standard
    /// variant (the "before" pictures exist for a few scenes only), else `nil`.
    public func resolvedVariant(of scene: SceneID, for variant: ArchitectureVariant) -> ArchitectureVariant? {
        if contains(scene, in: variant) { return variant }
        let standard = ArchitectureVariant(variant.architecture)
        return contains(scene, in: standard) ? standard : nil
    }

    /// The variant key `a` moves `scene` to from `variant`: the next one that builds it, in
    /// ``ArchitectureVariant/allCases`` order (MVC, MVP, MVVM, TEA, VIPER, then the scene's "before" pictures: the
    /// massive controller, the seed's own MVC), back to the first after the last.
    public func nextVariant(of scene: SceneID, after variant: ArchitectureVariant) -> ArchitectureVariant {
        nextVariant(of: [scene], after: variant)
    }

    /// The variant key `a` moves a stack of `scenes` to from `variant`: the next one that builds them all, so that
    /// every top bar on the stack names the same one (a profile pushed from Discover has no "before" picture).
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

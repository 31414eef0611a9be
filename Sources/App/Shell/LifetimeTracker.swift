/// Watches objects through weak references, to tell which ones outlived the screen they belonged to.
///
/// The app hands it every scene it builds (controller and collaborators); a leak test opens and closes scenes, then
/// asks ``survivors``, as `trackForMemoryLeaks` does in iOS test suites.
@MainActor
public final class LifetimeTracker {
    private struct Entry {
        let label: String
        weak var object: AnyObject?
    }

    private var entries: [Entry] = []

    public init() {}

    public func track(_ object: AnyObject, as label: String) {
        entries.append(Entry(label: label, object: object))
    }

    /// Tracks a built scene's controller and collaborators, labelled with the scene and variant.
    public func track(_ built: BuiltScene, scene: SceneID, variant: ArchitectureVariant) {
        for object in [built.controller] + built.collaborators {
            track(object, as: "\(type(of: object)) (\(scene.title), \(variant.displayName))")
        }
    }

    /// How many objects were ever tracked.
    public var trackedCount: Int { entries.count }

    /// The labels of the tracked objects still alive, in the order they were tracked.
    public var survivors: [String] {
        entries.filter { $0.object != nil }.map(\.label)
    }
}

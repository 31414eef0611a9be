/// One file behind a scene in one architecture: its path, its layer and its role.
public struct SceneFile: Hashable, Sendable {
    /// The path in the package, `Sources/MVP/Profile/ProfilePresenter.swift`.
    public let path: String
    /// The layer it counts in.
    public let layer: CodeLayer
    /// What it does, the role `mvx diff` pairs it by.
    public let role: DiffRole

    /// Its file name, `ProfilePresenter.swift`.
    public var name: String { path.split(separator: "/").last.map(String.init) ?? path }

    /// Its type-name stem and kind.
    var stem: TypeStem { TypeStem(fileName: name) }
}

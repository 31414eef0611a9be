/// A way a scene can be built: one of the ``Architecture``s, or the "before" picture a scene grew out of.
///
/// `mvc-massive` (one controller doing everything: seed 002's News, seed 000's first Profile) exists for those two
/// scenes only; key `a` in those scenes cycles through it after VIPER.
public enum ArchitectureVariant: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    case mvc
    case mvp
    case mvvm
    case tea
    case viper
    case massiveMVC = "mvc-massive"

    /// The variant of a standard architecture.
    public init(_ architecture: Architecture) {
        switch architecture {
        case .mvc: self = .mvc
        case .mvp: self = .mvp
        case .mvvm: self = .mvvm
        case .tea: self = .tea
        case .viper: self = .viper
        }
    }

    /// The architecture it belongs to (the massive controller is MVC, done badly).
    public var architecture: Architecture {
        switch self {
        case .mvc, .massiveMVC: .mvc
        case .mvp: .mvp
        case .mvvm: .mvvm
        case .tea: .tea
        case .viper: .viper
        }
    }

    /// Whether this is a "before" picture rather than one of the three architectures.
    public var isMassive: Bool { self == .massiveMVC }

    /// How the top bar writes it: `MVC`, `MVP`, `MVVM`, `VIPER`, `MVC (massive)`.
    public var displayName: String {
        isMassive ? "\(architecture.displayName) (massive)" : architecture.displayName
    }

    /// The variant key `a` on the home menu goes to: the next standard architecture (in a scene,
    /// ``SceneCatalog/nextVariant(of:after:)`` decides, massive variants included).
    public var next: ArchitectureVariant { ArchitectureVariant(architecture.next) }

    public var description: String { rawValue }
}

/// A way a scene can be built: one of the ``Architecture``s, or a "before" picture the seeds argue against.
///
/// Two kinds of "before", each only for the scenes whose seed draws it; key `a` in those scenes cycles through them
/// after VIPER:
/// - `mvc-massive`: one controller doing everything (seed 002's News, seed 000's first Profile);
/// - `mvc-seed`: the seed's own MVC, as its article writes it — Print as seed 003's (the view takes the `Paper`),
///   Counter as seed 004's (the controller holds the rows and the swap rule, `cell.model = model`), News as seed
///   002's (the cell configures itself from the article, `configData(item:)`, and the article formats its own date).
public enum ArchitectureVariant: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    case mvc
    case mvp
    case mvvm
    case tea
    case viper
    case massiveMVC = "mvc-massive"
    case seedMVC = "mvc-seed"

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

    /// The architecture it belongs to (both "before" pictures are MVC).
    public var architecture: Architecture {
        switch self {
        case .mvc, .massiveMVC, .seedMVC: .mvc
        case .mvp: .mvp
        case .mvvm: .mvvm
        case .tea: .tea
        case .viper: .viper
        }
    }

    /// How the top bar writes it: `MVC`, `MVP`, `MVVM`, `TEA`, `VIPER`, `MVC (massive)`, `MVC (seed)`.
    public var displayName: String {
        switch self {
        case .massiveMVC: "\(architecture.displayName) (massive)"
        case .seedMVC: "\(architecture.displayName) (seed)"
        default: architecture.displayName
        }
    }

    /// The variant key `a` on the home menu goes to: the next standard architecture (in a scene,
    /// ``SceneCatalog/nextVariant(of:after:)`` decides, massive variants included).
    public var next: ArchitectureVariant { ArchitectureVariant(architecture.next) }

    public var description: String { rawValue }
}

/// The architectures every scene is built in, and that the shared behaviour suite runs against.
///
/// The massive view controller of the News scene is not one of them: it is an ``ArchitectureVariant``.
public enum Architecture: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    case mvc
    case mvp
    case mvvm
    case tea
    case viper

    /// How the top bar writes it: `MVC`, `MVP`, `MVVM`, `TEA`, `VIPER`.
    public var displayName: String { rawValue.uppercased() }

    /// The one after it, round the cycle: MVC → MVP → MVVM → TEA → VIPER → MVC.
    public var next: Architecture {
        let all = Self.allCases
        let index = all.firstIndex(of: self) ?? all.startIndex
        return all[(index + 1) % all.count]
    }

    public var description: String { rawValue }
}

/// The scenes the home menu lists, in menu order; the ``SceneCatalog`` says which are built in which variant.
public enum SceneID: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    case print
    case counter
    case news

    /// The name on the menu and in the top bar: `Print`, `Counter`, `News`.
    public var title: String {
        switch self {
        case .print: "Print"
        case .counter: "Counter"
        case .news: "News"
        }
    }

    /// One line for the home menu: what the scene shows and which seed it comes from.
    public var summary: String {
        switch self {
        case .print: "a label and a print button (seed 003)"
        case .counter: "saved counters, one-row updates (seed 004)"
        case .news: "a paged news feed (seed 002)"
        }
    }

    public var description: String { rawValue }
}

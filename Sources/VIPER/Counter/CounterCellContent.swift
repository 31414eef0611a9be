/// A Counter row as the presenter formats it for the view: two texts to show.
public struct CounterCellContent: Hashable, Sendable {
    /// The counter's name.
    public let name: String
    /// Its number: `3`.
    public let number: String

    /// Creates a row's content.
    public init(name: String, number: String) {
        self.name = name
        self.number = number
    }
}

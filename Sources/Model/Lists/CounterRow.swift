/// One Counter row's text, as every architecture shows it: the counter's name and its number.
public struct CounterRow: Identifiable, Hashable, Sendable {
    /// The counter's server id.
    public var id: Int
    /// The row's label.
    public var name: String
    /// The number as the row shows it.
    public var number: String

    /// The row of `counter`.
    public init(counter: Counter) {
        id = counter.id
        name = counter.name
        number = String(counter.num)
    }
}

import Foundation

/// A named number that the Counter scene shows with `-` and `+` buttons (seed 004).
public struct Counter: Codable, Hashable, Sendable, Identifiable {
    /// The server's id for this counter.
    public var id: Int
    /// Which set it belongs to.
    public var set: CounterSet
    /// The label shown in the row.
    public var name: String
    /// The current number: in ``CounterRules/range`` when the server stored it.
    public var num: Int

    /// Creates a counter from its wire fields.
    public init(id: Int, set: CounterSet, name: String, num: Int) {
        self.id = id
        self.set = set
        self.name = name
        self.num = num
    }
}

/// The two counter sets: the 18-row `main` list and the 3-row `alt` list that replaces it.
public enum CounterSet: String, Codable, Hashable, Sendable, CaseIterable {
    /// The list the scene opens with.
    case main
    /// The list swapped in when a number goes above ``CounterRules/swapThreshold``.
    case alt
}

/// The Counter scene's business rules, shared by every architecture so that they cannot drift apart.
public enum CounterRules {
    /// A change that makes a number greater than this swaps in the `alt` set.
    public static let swapThreshold = 6

    /// The numbers a counter can hold; the server refuses others with 400.
    public static let range = 0...1_000_000

    /// The number after a `+` tap: one more, but never above ``range``. Any number a server sends is safe here.
    public static func incremented(_ num: Int) -> Int { min(clamped(num), range.upperBound - 1) + 1 }

    /// The number after a `-` tap: one less, never below 0 (nor above ``range``).
    public static func decremented(_ num: Int) -> Int { max(clamped(num), range.lowerBound + 1) - 1 }

    private static func clamped(_ num: Int) -> Int { min(max(num, range.lowerBound), range.upperBound) }

    /// Whether a new number triggers the swap to the `alt` set.
    public static func swapsSet(after num: Int) -> Bool { num > swapThreshold }
}

/// The body of `PUT /counters/{id}`.
public struct CounterUpdate: Codable, Hashable, Sendable {
    /// The number to save; the server refuses one outside ``CounterRules/range`` with 400.
    public var num: Int

    /// Creates an update.
    public init(num: Int) { self.num = num }
}

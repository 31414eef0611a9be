/// The changes that turn one list into another: what a table must delete, insert, move and reload.
///
/// Indices follow the order a table applies changes one at a time: `deletes` and move sources are positions in the
/// old list, `inserts`, move destinations and `reloads` are positions in the new list. Remove every old position in
/// ``removedIndices`` (highest first), insert every new position in ``insertedIndices`` (lowest first), then reload
/// ``reloads``: the list is now the new one. ``applied(to:new:)`` does exactly that to an array.
public struct Changeset: Hashable, Sendable {
    /// An item that kept its identity but changed its place.
    public struct Move: Hashable, Sendable {
        /// Its position in the old list.
        public var from: Int
        /// Its position in the new list.
        public var to: Int

        /// Creates a move from an old position to a new one.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Old positions of items that are gone, ascending.
    public var deletes: [Int]
    /// New positions of items that are new, ascending.
    public var inserts: [Int]
    /// Items in both lists that must change place to match the new order (as few as possible).
    public var moves: [Move]
    /// New positions of items that stayed in place but whose content changed, ascending.
    ///
    /// A moved item is not listed: it is removed and inserted again, which already shows its new content.
    public var reloads: [Int]

    /// Creates a changeset.
    public init(deletes: [Int] = [], inserts: [Int] = [], moves: [Move] = [], reloads: [Int] = []) {
        self.deletes = deletes
        self.inserts = inserts
        self.moves = moves
        self.reloads = reloads
    }

    /// Whether nothing changed.
    public var isEmpty: Bool {
        deletes.isEmpty && inserts.isEmpty && moves.isEmpty && reloads.isEmpty
    }

    /// Old positions to remove, deletes and move sources together, highest first.
    public var removedIndices: [Int] {
        (deletes + moves.map(\.from)).sorted(by: >)
    }

    /// New positions to insert, inserts and move destinations together, lowest first.
    public var insertedIndices: [Int] {
        (inserts + moves.map(\.to)).sorted()
    }

    /// Applies the changes to `old` the way a table does: removes, then inserts and reloads from `new`.
    ///
    /// Inserted, moved and reloaded elements come from `new` (a moved row is drawn afresh where it lands); every
    /// other element stays as it was in `old`, so for a correct changeset the result equals `new`.
    public func applied<Element>(to old: [Element], new: [Element]) -> [Element] {
        var result = old
        for index in removedIndices {
            result.remove(at: index)
        }
        for index in insertedIndices {
            result.insert(new[index], at: index)
        }
        for index in reloads {
            result[index] = new[index]
        }
        return result
    }
}

/// Paul Heckel's linear-time list diff (1978), the algorithm IGListKit and DifferenceKit build on.
///
/// A symbol table maps each identifier to the old positions where it occurs; one pass over the new list pairs each
/// occurrence with the next unused old one (so duplicates pair up in order: the second `x` in new with the second `x`
/// in old). Unpaired old items are deletes, unpaired new items are inserts. Pairing is O(old + new) time and space.
///
/// Moves differ from IGListKit's, which flags every item whose offset-adjusted place changed (moving the first of
/// 100,000 rows to the end would be 99,999 moves there). Here the paired items that keep their relative order form
/// the longest increasing run of old positions, and only the others move — the fewest moves possible. That run is
/// found by patience sorting: linear when nothing moved (each item extends the run), O(n log n) at worst.
/// A paired item that stays in place and whose content changed is a reload.
///
/// The entry points are `@inlinable`, so the hashing of identifiers is specialised for the caller's type; the rest
/// works on positions only.
public enum HeckelDiff {
    /// The changes that turn `old` into `new`, where each element is its own identity (identifiers, not models).
    @inlinable
    public static func changes<ID: Hashable>(from old: [ID], to new: [ID]) -> Changeset {
        changeset(oldCount: old.count, newToOld: pairs(old, new)) { _, _ in false }
    }

    /// The changes that turn `old` into `new`.
    ///
    /// - Parameters:
    ///   - old: the list as it was.
    ///   - new: the list as it is now.
    ///   - identity: what makes an item the same item in both lists (an id).
    ///   - contentChanged: whether an item that kept its identity must be redrawn (old item, new item).
    @inlinable
    public static func changes<Item, ID: Hashable>(
        from old: [Item], to new: [Item], identifiedBy identity: (Item) -> ID,
        contentChanged: (Item, Item) -> Bool
    ) -> Changeset {
        changeset(oldCount: old.count, newToOld: pairs(old.map(identity), new.map(identity))) { oldIndex, newIndex in
            contentChanged(old[oldIndex], new[newIndex])
        }
    }

    /// The changes between two identifier lists; `contentChanged` receives an old and a new position.
    @inlinable
    static func changes<ID: Hashable>(
        oldIdentifiers old: [ID], newIdentifiers new: [ID], contentChanged: (Int, Int) -> Bool
    ) -> Changeset {
        changeset(oldCount: old.count, newToOld: pairs(old, new), contentChanged: contentChanged)
    }

    /// Pairs each new occurrence of an identifier with the next unused old occurrence; answers, for each new
    /// position, its old position or -1.
    ///
    /// The symbol table keeps, per identifier, the first unused old position; `nextOccurrence` chains the old
    /// positions of equal identifiers, so duplicates cost no extra allocation.
    @inlinable
    static func pairs<ID: Hashable>(_ old: [ID], _ new: [ID]) -> [Int] {
        var firstUnused: [ID: Int] = [:]
        firstUnused.reserveCapacity(old.count)
        var nextOccurrence = [Int](repeating: -1, count: old.count)
        for oldIndex in old.indices.reversed() {
            nextOccurrence[oldIndex] = firstUnused.updateValue(oldIndex, forKey: old[oldIndex]) ?? -1
        }
        var newToOld = [Int](repeating: -1, count: new.count)
        for newIndex in new.indices {
            guard let slot = firstUnused.index(forKey: new[newIndex]) else { continue }
            let oldIndex = firstUnused.values[slot]
            guard oldIndex >= 0 else { continue }
            firstUnused.values[slot] = nextOccurrence[oldIndex]  // one hash lookup per new item, not two
            newToOld[newIndex] = oldIndex
        }
        return newToOld
    }

    /// Turns the pairing into deletes, inserts, moves and reloads.
    @usableFromInline
    static func changeset(oldCount: Int, newToOld: [Int], contentChanged: (Int, Int) -> Bool) -> Changeset {
        var paired = [Bool](repeating: false, count: oldCount)
        var changeset = Changeset()
        for oldIndex in newToOld where oldIndex >= 0 {
            paired[oldIndex] = true
        }
        changeset.deletes = paired.indices.filter { !paired[$0] }
        let staying = inOrder(newToOld)
        for (newIndex, oldIndex) in newToOld.enumerated() {
            if oldIndex < 0 {
                changeset.inserts.append(newIndex)
            } else if !staying[newIndex] {
                changeset.moves.append(Changeset.Move(from: oldIndex, to: newIndex))
            } else if contentChanged(oldIndex, newIndex) {
                changeset.reloads.append(newIndex)
            }
        }
        return changeset
    }

    /// Marks the new positions whose items stay put: a longest run of paired items whose old positions increase.
    ///
    /// Patience sorting: `tailOld[k]` is the smallest old position that ends a run of length k + 1 found so far,
    /// `tailNew[k]` the new position of that item, and `previous` links each item to the one before it in its run.
    private static func inOrder(_ newToOld: [Int]) -> [Bool] {
        var tailOld: [Int] = []
        var tailNew: [Int] = []
        var previous = [Int](repeating: -1, count: newToOld.count)
        for (newIndex, oldIndex) in newToOld.enumerated() where oldIndex >= 0 {
            var low = tailOld.count
            if let last = tailOld.last, last > oldIndex {
                low = 0
                var high = tailOld.count
                while low < high {
                    let middle = (low + high) / 2
                    if tailOld[middle] < oldIndex { low = middle + 1 } else { high = middle }
                }
            }
            previous[newIndex] = low > 0 ? tailNew[low - 1] : -1
            if low == tailOld.count {
                tailOld.append(oldIndex)
                tailNew.append(newIndex)
            } else {
                tailOld[low] = oldIndex
                tailNew[low] = newIndex
            }
        }
        var staying = [Bool](repeating: false, count: newToOld.count)
        var cursor = tailNew.last ?? -1
        while cursor >= 0 {
            staying[cursor] = true
            cursor = previous[cursor]
        }
        return staying
    }
}

import Testing

@testable import TerminalKit

@Suite("Heckel diff examples")
struct DiffTests {
    @Test("an item inserted at the top of a long list is one insert, not a shift of every row")
    func insertAtTop() {
        // Given
        let old = Array(1...1_000)
        // When
        let changes = HeckelDiff.changes(from: old, to: [0] + old)
        // Then
        #expect(changes == Changeset(inserts: [0]))
    }

    @Test("moving the first of many items to the end is a single move")
    func firstToEndIsOneMove() {
        // Given
        let old = Array(0..<10_000)
        // When
        let changes = HeckelDiff.changes(from: old, to: Array(old.dropFirst()) + [0])
        // Then
        #expect(changes == Changeset(moves: [.init(from: 0, to: 9_999)]))
    }

    @Test("moving the last item to the top is a single move")
    func lastToTopIsOneMove() {
        // When
        let changes = HeckelDiff.changes(from: ["a", "b", "c", "d"], to: ["d", "a", "b", "c"])
        // Then
        #expect(changes == Changeset(moves: [.init(from: 3, to: 0)]))
    }

    @Test("deletes are old positions and inserts new positions")
    func deletesAndInserts() {
        // When
        let changes = HeckelDiff.changes(from: ["a", "b", "c", "d"], to: ["a", "x", "c", "y", "d"])
        // Then
        #expect(changes == Changeset(deletes: [1], inserts: [1, 3]))
    }

    @Test("duplicates pair up in order: the extra copy is the one deleted")
    func duplicatesPairInOrder() {
        // When
        let changes = HeckelDiff.changes(from: ["a", "a", "b", "a"], to: ["a", "b", "a"])
        // Then
        #expect(changes == Changeset(deletes: [3], moves: [.init(from: 2, to: 1)]))
        #expect(changes.applied(to: ["a", "a", "b", "a"], new: ["a", "b", "a"]) == ["a", "b", "a"])
    }

    @Test("an item whose content changed in place is reloaded at its new position")
    func contentChangeIsReload() {
        // Given
        let old = [(id: 1, title: "one"), (id: 2, title: "two"), (id: 3, title: "three")]
        let new = [(id: 0, title: "zero"), (id: 1, title: "one"), (id: 2, title: "TWO"), (id: 3, title: "three")]
        // When
        let changes = HeckelDiff.changes(from: old, to: new, identifiedBy: \.id) { $0.title != $1.title }
        // Then
        #expect(changes == Changeset(inserts: [0], reloads: [2]))
    }

    @Test("removed and inserted positions come in the order a table applies them one by one")
    func applicationOrder() {
        // Given
        let changes = Changeset(deletes: [0, 4], inserts: [1], moves: [.init(from: 2, to: 3)])
        // Then
        #expect(changes.removedIndices == [4, 2, 0])
        #expect(changes.insertedIndices == [1, 3])
    }
}

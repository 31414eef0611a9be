import PropertyBased
import Testing

@testable import TerminalKit

/// An item with an identity and a content that may change while the identity stays.
private struct Item: Hashable, Sendable {
    var id: Int
    var content: Int
}

/// Small ranges of identifiers, so lists repeat items, share many and differ in order.
private let identifiers = Gen.int(in: 0...12).array(of: 0...40)
private let items = Gen.int(in: 0...12).array(of: 0...30)
    .map { ids in ids.enumerated().map { Item(id: $1, content: $0 % 3) } }

@Suite("Heckel diff properties")
struct DiffPropertyTests {
    @Test("applying the changes to the old list always gives the new list, duplicates included")
    func applyingGivesNew() async {
        await propertyCheck(count: 500, input: identifiers, identifiers) { old, new in
            // When
            let changes = HeckelDiff.changes(from: old, to: new)
            // Then
            #expect(changes.applied(to: old, new: new) == new)
        }
    }

    @Test("with a content check, kept items that changed are reloaded and the result matches exactly")
    func reloadsCarryNewContent() async {
        await propertyCheck(count: 500, input: items, items) { old, new in
            // When
            let changes = HeckelDiff.changes(from: old, to: new, identifiedBy: \.id) { $0.content != $1.content }
            // Then: untouched items come from `old`, so only correct reloads can make this equal
            #expect(changes.applied(to: old, new: new) == new)
            for move in changes.moves {
                #expect(old[move.from].id == new[move.to].id)
            }
            for index in changes.reloads {
                #expect(old.contains { $0.id == new[index].id && $0.content != new[index].content })
            }
        }
    }

    @Test("every old item is deleted, moved or kept, and the counts add up to the new list")
    func countsAddUp() async {
        await propertyCheck(count: 300, input: identifiers, identifiers) { old, new in
            // When
            let changes = HeckelDiff.changes(from: old, to: new)
            // Then
            #expect(old.count - changes.deletes.count + changes.inserts.count == new.count)
            #expect(changes.deletes == changes.deletes.sorted())
            #expect(changes.inserts == changes.inserts.sorted())
            #expect(Set(changes.deletes).isDisjoint(with: changes.moves.map(\.from)))
            #expect(Set(changes.inserts).isDisjoint(with: changes.moves.map(\.to)))
            #expect(changes.moves.allSatisfy { old[$0.from] == new[$0.to] })
        }
    }

    @Test("a reordering is only moves, and no more moves than items out of place")
    func reorderingsAreMoves() async {
        await propertyCheck(count: 300, input: identifiers) { old in
            // Given
            let new = old.sorted()
            // When
            let changes = HeckelDiff.changes(from: old, to: new)
            // Then
            #expect(changes.deletes.isEmpty && changes.inserts.isEmpty && changes.reloads.isEmpty)
            #expect(changes.moves.count <= zip(old, new).filter { $0 != $1 }.count)
            #expect(changes.applied(to: old, new: new) == new)
        }
    }

    @Test("comparing a list with itself finds nothing to do")
    func identicalListsAreEmpty() async {
        await propertyCheck(count: 200, input: identifiers) { list in
            #expect(HeckelDiff.changes(from: list, to: list).isEmpty)
        }
    }
}

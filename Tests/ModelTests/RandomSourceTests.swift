import Model
import Testing

@Suite("Random sources")
struct RandomSourceTests {
    @Test("a seeded source repeats its sequence for the same seed and stays in range")
    func seededIsDeterministic() {
        // Given two sources with the same seed and one with another
        let first = SeededRandomSource(seed: 42)
        let second = SeededRandomSource(seed: 42)
        let other = SeededRandomSource(seed: 43)

        // When each draws 50 line numbers
        let a = (0..<50).map { _ in first.next(in: Paper.lineRange) }
        let b = (0..<50).map { _ in second.next(in: Paper.lineRange) }
        let c = (0..<50).map { _ in other.next(in: Paper.lineRange) }

        // Then equal seeds agree, another seed differs, and every number is a valid line
        #expect(a == b)
        #expect(a != c)
        #expect(a.allSatisfy { Paper.lineRange.contains($0) })
        #expect(Set(a).count > 5)
    }
}

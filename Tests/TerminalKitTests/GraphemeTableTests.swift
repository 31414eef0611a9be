import Testing

@testable import TerminalKit

@Suite("Grapheme table")
struct GraphemeTableTests {
    @Test("clusters are stored once, and past the capacity a new one gets no index instead of growing the table")
    func bounded() {
        // Given a table with room for two clusters
        let table = GraphemeTable(capacity: 2)
        // When
        let accent = table.index(of: "e\u{301}")
        let again = table.index(of: "e\u{301}")
        let thumb = table.index(of: "👍🏽")
        let flag = table.index(of: "🇫🇷")
        // Then
        #expect(accent == again)
        #expect(thumb != nil && thumb != accent)
        #expect(flag == nil)
        #expect(table.count == 2)
        #expect(accent.map(table.string(at:)) == "e\u{301}")
        #expect(table.string(at: 7) == "\u{FFFD}")
    }

    @Test("a cell keeps a cluster of several scalars whole")
    func clusterInACell() {
        let cell = Cell(text: "👍🏽", style: .plain)
        #expect(cell.text == "👍🏽")
        #expect(cell.isWide)
    }
}

import Model
import TEA
import Testing

/// The Print scene's update as a pure function: state and message in, state and effects out. No fakes.
struct PrintStateTests {
    @Test func aNewPaperReadsLine0() {
        #expect(PrintState().paper.content == "line 0")
    }

    @Test func tappingPrintAsksForALineNumberAndChangesNothingYet() {
        var state = PrintState()
        let effects = state.update(.printButtonTapped)
        #expect(effects == [.drawLineNumber])
        #expect(state.paper.content == "line 0")
    }

    @Test func theNumberDrawnIsPrinted() {
        var state = PrintState()
        let effects = state.update(.lineNumberDrawn(7))
        #expect(effects.isEmpty)
        #expect(state.paper.content == "line 7")
    }
}

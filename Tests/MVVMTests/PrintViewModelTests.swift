import MVVM
import Model
import ServiceFakes
import Testing

@MainActor
struct PrintViewModelTests {
    @Test func theContentStartsAtLineZero() {
        // Given a new Print view model
        let viewModel = PrintViewModel(randomSource: ScriptedRandomSource([]))
        // Then it shows a fresh paper
        #expect(viewModel.content == "line 0")
    }

    @Test func eachPrintChangesTheContentToTheDrawnLine() {
        // Given a random source that will draw 7, then 3
        let random = ScriptedRandomSource([7, 3])
        let viewModel = PrintViewModel(randomSource: random)
        // When the user taps print, Then the content is the drawn line, drawn from 0...9
        let watch = ChangeWatch { _ = viewModel.content }
        viewModel.printButtonTapped()
        #expect(watch.changed)
        #expect(viewModel.content == "line 7")
        viewModel.printButtonTapped()
        #expect(viewModel.content == "line 3")
        #expect(random.requestedRanges == [0...9, 0...9])
    }

    @Test func aSeededSourcePrintsItsOwnSequence() {
        // Given a seeded random source
        let viewModel = PrintViewModel(randomSource: SeededRandomSource(seed: 2024))
        // When the user taps print ten times
        var contents: [String] = []
        for _ in 1...10 {
            viewModel.printButtonTapped()
            contents.append(viewModel.content)
        }
        // Then the lines are that seed's numbers
        let twin = SeededRandomSource(seed: 2024)
        #expect(contents == (1...10).map { _ in "line \(twin.next(in: Paper.lineRange))" })
    }
}

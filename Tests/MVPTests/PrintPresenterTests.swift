import MVP
import Model
import ServiceFakes
import Testing

@MainActor
struct PrintPresenterTests {
    private func makeScene(random: any RandomSource) -> PrintViewSpy {
        let view = PrintViewSpy()
        let presenter = PrintPresenter(randomSource: random)
        presenter.view = view
        view.presenter = presenter
        return view
    }

    @Test func theLabelStartsAtLineZero() {
        // Given a Print scene
        let view = makeScene(random: ScriptedRandomSource([]))
        // When the view loads
        view.presenter?.viewDidLoad()
        // Then it shows a fresh paper
        #expect(view.shownContents == ["line 0"])
    }

    @Test func eachPrintShowsTheDrawnLine() {
        // Given a random source that will draw 7, then 3
        let random = ScriptedRandomSource([7, 3])
        let view = makeScene(random: random)
        view.presenter?.viewDidLoad()
        // When the user taps print twice
        view.presenter?.printButtonTapped()
        view.presenter?.printButtonTapped()
        // Then the label shows each drawn line, drawn from 0...9
        #expect(view.shownContents == ["line 0", "line 7", "line 3"])
        #expect(random.requestedRanges == [0...9, 0...9])
    }

    @Test func aSeededSourcePrintsItsOwnSequence() {
        // Given a seeded random source
        let view = makeScene(random: SeededRandomSource(seed: 2024))
        // When the user taps print ten times
        for _ in 1...10 { view.presenter?.printButtonTapped() }
        // Then the lines are that seed's numbers, each in 0...9
        let twin = SeededRandomSource(seed: 2024)
        let expected = (1...10).map { _ in "line \(twin.next(in: Paper.lineRange))" }
        #expect(view.shownContents == expected)
    }
}

import Model
import ServiceFakes
import Testing
import VIPER

/// The Print presenter with a fake interactor, and the interactor over a scripted random source.
@MainActor
struct PrintTests {
    final class ViewSpy: PrintView {
        private(set) var shown: [String] = []
        func show(content: String) { shown.append(content) }
    }

    @Test func thePresenterAsksForThePaperAndShowsWhatTheInteractorReports() {
        // Given a presenter over a fake interactor
        let interactor = FakeInteractor()
        let presenter = PrintPresenter(interactor: interactor)
        let view = ViewSpy()
        presenter.view = view
        // When the view loads and the user taps print
        presenter.viewDidLoad()
        presenter.printButtonTapped()
        // Then it asked to read the paper, then to print a line
        #expect(interactor.calls == [.readPaper, .printLine])
        // When the interactor reports the paper reads line 4, Then the view shows it
        presenter.paperRead("line 4")
        #expect(view.shown == ["line 4"])
    }

    @Test func theInteractorPrintsTheLinesTheRandomSourceDrawsAndReportsEach() {
        // Given a random source that draws 7, then 3
        let random = ScriptedRandomSource([7, 3])
        let interactor = PrintInteractor(randomSource: random)
        let output = InteractorOutputSpy()
        interactor.output = output
        // When the paper is read, then printed on twice
        interactor.readPaper()
        interactor.printLine()
        interactor.printLine()
        // Then the paper read line 0, then each drawn line, drawn from 0...9
        #expect(output.paper == ["line 0", "line 7", "line 3"])
        #expect(random.requestedRanges == [0...9, 0...9])
    }
}

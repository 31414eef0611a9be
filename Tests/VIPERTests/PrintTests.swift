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

    @Test func thePresenterShowsWhatThePaperReadsBeforeAndAfterEachPrint() {
        // Given a presenter over a paper that reads line 0, then line 4 once printed
        let interactor = FakePrintInteractor()
        interactor.nextContents = ["line 4"]
        let presenter = PrintPresenter(interactor: interactor)
        let view = ViewSpy()
        presenter.view = view
        // When the view loads and the user taps print
        presenter.viewDidLoad()
        presenter.printButtonTapped()
        // Then one line was printed, and the view showed the paper before and after it
        #expect(interactor.printed == 1)
        #expect(view.shown == ["line 0", "line 4"])
    }

    @Test func theInteractorPrintsTheLinesTheRandomSourceDraws() {
        // Given a random source that draws 7, then 3
        let random = ScriptedRandomSource([7, 3])
        let interactor = PrintInteractor(randomSource: random)
        #expect(interactor.content == "line 0")
        // When it prints twice, Then the paper reads each drawn line, drawn from 0...9
        interactor.printLine()
        #expect(interactor.content == "line 7")
        interactor.printLine()
        #expect(interactor.content == "line 3")
        #expect(random.requestedRanges == [0...9, 0...9])
    }
}

import VIPER

/// A Print interactor whose paper reads what the test says, and that counts the lines printed.
@MainActor
final class FakePrintInteractor: PrintInteractorInput {
    var content = "line 0"
    var nextContents: [String] = []
    private(set) var printed = 0

    func printLine() {
        printed += 1
        if !nextContents.isEmpty { content = nextContents.removeFirst() }
    }
}

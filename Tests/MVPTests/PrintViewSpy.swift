import MVP

/// A Print view that records what it was told to show.
@MainActor
final class PrintViewSpy: PrintView {
    var presenter: PrintPresenter?
    private(set) var shownContents: [String] = []

    func show(content: String) {
        shownContents.append(content)
    }
}

/// What the Print presenter asks of its passive view: show a line of text. The view never sees the `Paper`.
@MainActor
public protocol PrintView: AnyObject {
    /// Shows the paper's content in the label.
    func show(content: String)
}

/// What the Print view tells its presenter.
@MainActor
public protocol PrintModuleInterface: AnyObject {
    /// The view is ready.
    func viewDidLoad()
    /// The user tapped `print`.
    func printButtonTapped()
}

/// The Print scene's use cases, as its presenter asks for them: read the paper, print a new line on it.
@MainActor
public protocol PrintInteractorInput: AnyObject {
    /// Reports what the paper reads now.
    func readPaper()
    /// Prints a new line on the paper, its number drawn at random, and reports what the paper reads then.
    func printLine()
}

/// What the Print interactor tells its presenter: what the paper reads.
@MainActor
public protocol PrintInteractorOutput: AnyObject {
    /// The paper reads `content` (`line N`).
    func paperRead(_ content: String)
}

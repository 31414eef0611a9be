import Model

/// What happens to the News scene: what the user did, and the server's answers.
public enum NewsMessage: Equatable, Sendable {
    /// The view is ready.
    case viewDidLoad
    /// The user picked the load mode at this index of ``Model/NewsLoadMode/allCases``.
    case loadModeSelected(at: Int)
    /// The user selected row `at`: a read.
    case rowSelected(at: Int)
    /// A list gesture (pull, `more`, `Retry`) or an answer: a page loaded, a read counted.
    case list(ListMessage<NewsItem>)
}

/// The Print scene's use cases, as its presenter calls them: read the paper, print a new line on it.
@MainActor
public protocol PrintInteractorInput: AnyObject {
    /// What the paper reads now: `line N`.
    var content: String { get }
    /// Prints a new line on the paper, its number drawn at random.
    func printLine()
}

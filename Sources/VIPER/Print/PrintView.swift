/// What the Print presenter can ask of its view: show a line of text. The view never sees the `Paper`.
@MainActor
public protocol PrintView: AnyObject {
    /// Shows the paper's content in the label.
    func show(content: String)
}

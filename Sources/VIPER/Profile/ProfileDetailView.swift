/// What a detail presenter asks of its view: the content, `Loading…`, the error with `Retry`.
@MainActor
public protocol ProfileDetailView: LoadStateView {
    /// Shows the heading and the lines under it.
    func show(heading: String, lines: [String])
}

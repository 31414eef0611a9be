import BrowserKit

/// A scene's status line, the one place every scene says how its content stands: `Loading…` while it loads, else
/// the last error (with `Retry` when the failed action can be repeated), else — when its list has loaded with no
/// rows — ``emptyText``. The line is always there, so a message never moves the rows.
@MainActor
public final class LoadStatusView: View {
    /// What an empty list shows, the same for every scene.
    public static let emptyText = "Nothing here yet · Refresh reloads"

    /// Called when the user taps `Retry`.
    public var onRetry: (@MainActor () -> Void)?
    /// Whether `Loading…` shows.
    public var isLoading = false {
        didSet { if isLoading != oldValue { setNeedsRender() } }
    }
    /// The error shown, if any.
    public private(set) var errorMessage: String?
    /// Whether `Retry` shows.
    public private(set) var showsRetry = false
    private weak var list: TableView?

    /// Creates an empty status line.
    public override init() {
        super.init()
    }

    /// Enter retries when `Retry` shows and the list has no row to act on, as in the terminal.
    public override func handleKey(_ key: String) -> Bool {
        guard key == "Enter", showsRetry, let onRetry, (list?.numberOfRows ?? 0) == 0 else { return false }
        onRetry()
        return true
    }

    /// Makes this the status of `table`: it says when the table is empty.
    public func describe(_ table: TableView) {
        list = table
        setNeedsRender()
    }

    /// Shows `message` — followed by `Retry` when `canRetry` — or hides both when `message` is `nil`.
    public func showError(_ message: String?, canRetry: Bool) {
        errorMessage = message
        showsRetry = message != nil && canRetry
        setNeedsRender()
    }

    public override func render() -> Element {
        let isEmpty = list.map { $0.numberOfRows == 0 } ?? false
        var attributes = ["role": "status", "aria-live": "polite"]
        if isLoading { attributes["aria-busy"] = "true" }
        return Element.box(
            className: "status", attributes: attributes,
            [
                Element.text("Loading…", className: "loading").hidden(!isLoading),
                Element.text(errorMessage ?? "", className: "error").hidden(errorMessage == nil),
                Element.text(Self.emptyText, className: "empty").hidden(
                    !(isEmpty && !isLoading && errorMessage == nil)),
                Element.button("Retry", className: "retry") { [weak self] in self?.onRetry?() }.hidden(!showsRetry),
            ])
    }
}

import TerminalKit

/// A scene's status line, the one place every scene shows how its content stands, under the header: `Loading…`
/// while it loads, else the last error (with `Retry` when the failed action can be repeated), else — when its list
/// has loaded with no rows — ``emptyText``.
///
/// It keeps its one line whether or not it shows anything, so a message never moves the rows. While the list has
/// no rows, ↑, ↓ and enter on it reach `Retry`.
@MainActor
public final class LoadStatusView: StackView {
    /// What an empty list shows, the same for every scene.
    public static let emptyText = "Nothing here yet · pgup: refresh"

    /// Called when the user taps `Retry`.
    public var onRetry: (@MainActor () -> Void)?
    private let indicator = ActivityIndicator(text: "Loading…")
    private let errorLabel = Label(style: Style(foreground: .red))
    private let emptyLabel = Label(text: LoadStatusView.emptyText, style: Style(dim: true))
    private let retryButton = Button(title: "Retry")
    private weak var list: TableView?

    /// Creates an empty status line.
    public init() {
        super.init(axis: .horizontal, spacing: 2)
        insets = EdgeInsets(left: 1, right: 1)
        addArrangedSubview(indicator)
        addArrangedSubview(errorLabel, length: .flexible())
        addArrangedSubview(emptyLabel, length: .flexible())
        addArrangedSubview(retryButton)
        errorLabel.isHidden = true
        emptyLabel.isHidden = true
        retryButton.isHidden = true
        retryButton.onTap = { [weak self] in self?.onRetry?() }
    }

    /// Makes this the status of `table`: it says when the table is empty, and the table hands ↑, ↓ and enter to
    /// `Retry` while it has no rows.
    public func describe(_ table: TableView) {
        list = table
        table.controlWhenEmpty = retryButton
        setNeedsLayout()
    }

    /// Whether `Loading…` shows.
    public var isLoading: Bool {
        get { indicator.isAnimating }
        set {
            newValue ? indicator.startAnimating() : indicator.stopAnimating()
            setNeedsLayout()
        }
    }

    /// The error shown, if any.
    public var errorMessage: String? { errorLabel.isHidden ? nil : errorLabel.text }

    /// Whether `Retry` shows.
    public var showsRetry: Bool { !retryButton.isHidden }

    /// Shows `message` — followed by `Retry` when `canRetry` — or hides both when `message` is `nil`.
    public func showError(_ message: String?, canRetry: Bool) {
        errorLabel.text = message ?? ""
        errorLabel.isHidden = message == nil
        retryButton.isHidden = message == nil || !canRetry
        setNeedsLayout()
    }

    /// Shows the empty text when the list has no rows and nothing else is to say.
    public override func layoutSubviews() {
        let isEmpty = list.map { $0.numberOfRows == 0 } ?? false
        emptyLabel.isHidden = !(isEmpty && !isLoading && errorLabel.isHidden)
        super.layoutSubviews()
    }
}

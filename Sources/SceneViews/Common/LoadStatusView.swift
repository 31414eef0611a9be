import TerminalKit

/// A scene's status line: `Loading…` while its list loads, else the last error, with `Retry` when the failed
/// action can be repeated.
///
/// It keeps its one line whether or not it shows anything, so a message never moves the rows.
@MainActor
public final class LoadStatusView: StackView {
    /// Called when the user taps `Retry`.
    public var onRetry: (@MainActor () -> Void)?
    private let indicator = ActivityIndicator(text: "Loading…")
    private let errorLabel = Label(style: Style(foreground: .red))
    private let retryButton = Button(title: "Retry")

    /// Creates an empty status line.
    public init() {
        super.init(axis: .horizontal, spacing: 2)
        insets = EdgeInsets(left: 1, right: 1)
        addArrangedSubview(indicator)
        addArrangedSubview(errorLabel, length: .flexible())
        addArrangedSubview(retryButton)
        errorLabel.isHidden = true
        retryButton.isHidden = true
        retryButton.onTap = { [weak self] in self?.onRetry?() }
    }

    /// Whether `Loading…` shows.
    public var isLoading: Bool {
        get { indicator.isAnimating }
        set { newValue ? indicator.startAnimating() : indicator.stopAnimating() }
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
}

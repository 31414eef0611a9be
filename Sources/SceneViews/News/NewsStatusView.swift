import TerminalKit

/// The News status line: `Loading…` while a request is in flight, the error and `Retry` after a failure.
///
/// It keeps its one line whether or not it shows anything, so showing `Loading…` never moves the rows.
@MainActor
public final class NewsStatusView: StackView {
    /// The `Retry` button, shown with an error.
    public let retryButton = Button(title: "Retry")
    /// Called when the user taps `Retry`.
    public var onRetry: (@MainActor () -> Void)?
    private let indicator = ActivityIndicator(text: "Loading…")
    private let errorLabel = Label(style: Style(foreground: .red))

    /// Creates an empty status line.
    public init() {
        super.init(axis: .horizontal, spacing: 2)
        insets = EdgeInsets(left: 1, right: 1)
        addArrangedSubview(indicator)
        addArrangedSubview(errorLabel, length: .flexible())
        addArrangedSubview(retryButton)
        retryButton.isHidden = true
        retryButton.onTap = { [weak self] in self?.onRetry?() }
    }

    /// Whether `Loading…` shows.
    public var isLoading: Bool {
        get { indicator.isAnimating }
        set { newValue ? indicator.startAnimating() : indicator.stopAnimating() }
    }

    /// The error shown with `Retry`; `nil` hides both.
    public var errorMessage: String? {
        get { retryButton.isHidden ? nil : errorLabel.text }
        set {
            errorLabel.text = newValue ?? ""
            retryButton.isHidden = newValue == nil
            setNeedsLayout()
        }
    }
}

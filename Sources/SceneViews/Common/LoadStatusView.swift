import TerminalKit

/// A scene's status line: `Loading…` while its list loads, else the last error, with `Retry` when the list could
/// not load at all.
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
        retryButton.isHidden = true
        retryButton.onTap = { [weak self] in self?.onRetry?() }
    }

    /// Whether `Loading…` shows.
    public var isLoading: Bool {
        get { indicator.isAnimating }
        set { newValue ? indicator.startAnimating() : indicator.stopAnimating() }
    }

    /// Whether an error comes with `Retry` (true unless set otherwise).
    public var canRetry = true {
        didSet { showError(errorMessage) }
    }

    /// The error shown, if any; `nil` hides it and `Retry`.
    public var errorMessage: String? {
        get { errorLabel.isHidden ? nil : errorLabel.text }
        set { showError(newValue) }
    }

    /// Whether `Retry` shows.
    public var showsRetry: Bool { !retryButton.isHidden }

    /// Shows `Loading…` while `isLoading`; otherwise `errorMessage` if any, followed by `Retry` when `canRetry`.
    public func show(isLoading: Bool, errorMessage: String?, canRetry: Bool) {
        self.isLoading = isLoading
        self.canRetry = canRetry
        self.errorMessage = isLoading ? nil : errorMessage
    }

    private func showError(_ error: String?) {
        errorLabel.text = error ?? ""
        errorLabel.isHidden = error == nil
        retryButton.isHidden = error == nil || !canRetry
        setNeedsLayout()
    }
}

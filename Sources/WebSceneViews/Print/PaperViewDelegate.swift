import BrowserKit

/// Hears the `print` button of a ``PaperView`` (seed 003's `MVCViewDelegate`).
@MainActor
public protocol PaperViewDelegate: AnyObject {
    /// The user tapped `print`.
    func paperViewPrintButtonTapped(_ paperView: PaperView)
}

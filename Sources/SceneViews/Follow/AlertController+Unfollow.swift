import TerminalKit

extension AlertController {
    /// The question a scene asks before an unfollow: `question` (`Unfollow NAME?`) with `Cancel` and `Unfollow`.
    /// `Cancel` and esc only close it; `Unfollow` closes it, then runs `onUnfollow`.
    public static func unfollow(
        question: String, onUnfollow: @escaping @MainActor () -> Void, onCancel: (@MainActor () -> Void)? = nil
    ) -> AlertController {
        let alert = AlertController(title: question, message: nil)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in onCancel?() })
        alert.addAction(AlertAction(title: "Unfollow", style: .destructive) { _ in onUnfollow() })
        return alert
    }
}

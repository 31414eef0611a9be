import BrowserKit

extension AlertController {
    /// The question Following asks before an unfollow (`Unfollow NAME?`), with `Cancel` and `Unfollow`; the same
    /// dialog in every architecture.
    public static func unfollow(
        question: String, onUnfollow: @escaping @MainActor () -> Void, onCancel: (@MainActor () -> Void)? = nil
    ) -> AlertController {
        let alert = AlertController(message: question)
        alert.addAction(AlertController.Action(title: "Cancel") { onCancel?() })
        alert.addAction(AlertController.Action(title: "Unfollow") { onUnfollow() })
        return alert
    }
}

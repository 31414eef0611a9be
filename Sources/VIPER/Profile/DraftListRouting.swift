/// Where a draft-list module asks to go: a selected draft. The scene's router decides how.
@MainActor
public protocol DraftListRouting: AnyObject {
    /// Shows draft `id` (`DraftDetail`).
    func showDraft(id: Int)
}

import Model

/// A draft-list module's use cases: load the drafts, and the row's action — move a draft to the Trash, or restore
/// it — as its ``DraftListKind`` says.
@MainActor
public protocol DraftListInteractorInput: AnyObject {
    /// Who hears that the drafts changed; weak, the presenter.
    var output: (any ListInteractorOutput)? { get set }
    /// The drafts, as shown now.
    var drafts: [Draft] { get }
    /// Loads the first page.
    func loadDrafts()
    /// Loads the next page, if there is one.
    func loadNextPage()
    /// Repeats what failed.
    func retryLoad()
    /// Does the list's action on draft `id`: `delete` moves it to the Trash, `restore` brings it back.
    func performAction(onDraft id: Int)
}

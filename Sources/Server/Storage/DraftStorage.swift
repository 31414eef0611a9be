import Model

/// Drafts and the trash, behind one seam; only their owner reads or moves them.
///
/// Unknown ids throw ``APIFailure/notFound(_:)``, another user's drafts ``APIFailure/forbidden(_:)``.
protocol DraftStorage: Sendable {
    /// A page of the owner's drafts out of the trash, most recently edited first.
    func drafts(of ownerID: Int, page: PageRequest, viewer: Int) async throws -> Page<Draft>
    /// One draft with its body, for its owner.
    func draft(id: Int, viewer: Int) async throws -> Draft
    /// The owner's trashed drafts, most recently edited first.
    func trash(of ownerID: Int, viewer: Int) async throws -> [Draft]
    /// Moves a draft into the trash (`true`) or back (`false`); repeating it changes nothing.
    func setTrashed(_ isTrashed: Bool, draftID: Int, viewer: Int) async throws -> Draft
}

extension Draft: ListItem {
    /// The owner's drafts, or their trash.
    public typealias Source = DraftSource
    /// `delete` and `restore`.
    public typealias Action = DraftAction
}

/// Where a list of drafts comes from.
public enum DraftSource: Hashable, Sendable {
    /// The owner's drafts not in the trash, most recently edited first, 20 a page.
    case drafts(of: Int)
    /// The owner's trash, in one load.
    case trash(of: Int)

    /// Loads from `offset`: a page of drafts, or the whole trash.
    public func fetch(from offset: Int, using service: any DraftService) async throws(APIError) -> PageBatch<Draft> {
        switch self {
        case .drafts(let ownerID):
            PageBatch(try await service.drafts(of: ownerID, offset: offset, limit: ProfilePaging.pageSize))
        case .trash(let ownerID):
            PageBatch(items: try await service.trash(of: ownerID), hasMore: false)
        }
    }
}

/// What a user can do to one draft row: each takes it out of the list it is in once the server confirms.
public enum DraftAction: ListAction {
    /// `delete`: moves the draft to the trash.
    case moveToTrash
    /// `restore`: brings it back from the trash.
    case restore

    /// The row leaves once the server confirms.
    public var style: ListActionStyle { .removal }

    /// Nothing to merge: the row leaves the list.
    public func confirm(_ draft: inout Draft, with moved: Draft) {}

    /// Sends it: `POST /drafts/{id}/trash` or `POST /drafts/{id}/restore`.
    public func send(_ draft: Draft, using service: any DraftService) async throws(APIError) -> Draft {
        switch self {
        case .moveToTrash: try await service.moveToTrash(draftID: draft.id)
        case .restore: try await service.restore(draftID: draft.id)
        }
    }
}

extension ListService where Item == Draft {
    /// Drafts loaded and moved through `service`.
    public static func drafts(_ service: any DraftService) -> ListService {
        ListService(
            fetch: { source, offset throws(APIError) in try await source.fetch(from: offset, using: service) },
            perform: { action, draft throws(APIError) in try await action.send(draft, using: service) })
    }
}

extension PagedList where Item == Draft {
    /// The drafts of `source`, moved through `service`.
    public convenience init(drafts source: DraftSource, service: any DraftService) {
        self.init(source: source, service: .drafts(service))
    }
}

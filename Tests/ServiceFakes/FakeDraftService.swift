import Foundation
import Model

/// In-memory drafts and trash behind ``DraftService``; its ``control`` fails or holds the next call.
public actor FakeDraftService: DraftService {
    /// Every draft, newest first, trashed or not.
    public private(set) var drafts: [Draft]

    /// Fails or holds the next call.
    public nonisolated let control = CallControl()

    /// Creates `live` drafts (ids 1…) and `trashed` ones in the trash (the ids after), all owned by user 1.
    public init(live: Int, trashed: Int) {
        drafts = (0..<(live + trashed)).map { index in
            Draft(
                id: index + 1, ownerID: 1, title: "Draft \(index + 1)",
                editedAt: Date(timeIntervalSince1970: Double(86_400 * 365 * 54 - index * 60)), isTrashed: index >= live)
        }
    }

    public func drafts(of userID: Int, offset: Int, limit: Int) async throws(APIError) -> Page<Draft> {
        try await control.answer()
        let live = drafts.filter { $0.ownerID == userID && !$0.isTrashed }
        return Page(items: Array(live.dropFirst(offset).prefix(limit)), offset: offset, limit: limit, total: live.count)
    }

    public func draft(id: Int) async throws(APIError) -> Draft {
        try await control.answer()
        guard var draft = drafts.first(where: { $0.id == id }) else { throw .sample(status: 404, "no draft \(id)") }
        draft.body = "The body of draft \(id)."
        return draft
    }

    public func trash(of userID: Int) async throws(APIError) -> [Draft] {
        try await control.answer()
        return drafts.filter { $0.ownerID == userID && $0.isTrashed }
    }

    public func moveToTrash(draftID: Int) async throws(APIError) -> Draft {
        try await setTrashed(true, draftID)
    }

    public func restore(draftID: Int) async throws(APIError) -> Draft {
        try await setTrashed(false, draftID)
    }

    private func setTrashed(_ trashed: Bool, _ id: Int) async throws(APIError) -> Draft {
        try await control.answer()
        guard let index = drafts.firstIndex(where: { $0.id == id }) else {
            throw .sample(status: 404, "no draft \(id)")
        }
        drafts[index].isTrashed = trashed
        return drafts[index]
    }
}

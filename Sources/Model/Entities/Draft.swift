import Foundation

/// An unpublished blog that only its owner sees, in the Drafts module or, once deleted, in Trash.
public struct Draft: Codable, Hashable, Sendable, Identifiable {
    /// The server's id for this draft.
    public var id: Int
    /// The user who owns it.
    public var ownerID: Int
    /// The working title.
    public var title: String
    /// When it was last edited.
    public var editedAt: Date
    /// Whether it sits in the trash.
    public var isTrashed: Bool
    /// The text written so far; only `GET /drafts/{id}` fills it, lists leave it `nil`.
    public var body: String?

    /// Creates a draft from its wire fields.
    public init(id: Int, ownerID: Int, title: String, editedAt: Date, isTrashed: Bool, body: String? = nil) {
        self.id = id
        self.ownerID = ownerID
        self.title = title
        self.editedAt = editedAt
        self.isTrashed = isTrashed
        self.body = body
    }
}

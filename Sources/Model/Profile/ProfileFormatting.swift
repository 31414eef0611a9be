import Foundation

/// The Profile scene's text that is the same on every profile: the header's counts and a draft's edit date.
public struct ProfileFormatting: Sendable {
    private let dates: DateFormatting

    /// Creates the formatting, dates shown in `timeZone` (UTC by default).
    public init(timeZone: TimeZone = .gmt) {
        dates = DateFormatting(timeZone: timeZone)
    }

    /// The header's name line: `Alice Chen @alice`.
    public func nameText(_ user: User) -> String { "\(user.displayName) @\(user.username)" }

    /// `friends N`.
    public func friendsText(_ user: User) -> String { "friends \(user.friendCount)" }

    /// `following N`.
    public func followingText(_ user: User) -> String { "following \(user.followingCount)" }

    /// `followers N`.
    public func followersText(_ user: User) -> String { "followers \(user.followerCount)" }

    /// `edited yyyy-MM-dd HH:mm`.
    public func editedText(_ draft: Draft) -> String { "edited \(dates.displayDate(draft.editedAt))" }
}

import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// One user row's C (seed 000's cell helper): the user's texts, formatted, set on a dumb ``UserCell`` that never
/// sees the user itself.
@MainActor
struct UserCellHelper {
    let user: User
    let formatting: FollowFormatting

    /// Shows the row on `cell`: the name, and `follow` / `following` unless it is the viewer's own row.
    func configure(_ cell: UserCell) {
        let row = UserRow(user: user, formatting: formatting)
        cell.show(name: row.name, followButtonTitle: row.button)
    }
}

import TerminalKit

extension ListScreenView {
    /// The Following and Discover screen: rows of ``UserCell``s.
    public static func users() -> ListScreenView {
        ListScreenView(hint: "enter: profile · →: the button · pgup on top: refresh")
    }
}

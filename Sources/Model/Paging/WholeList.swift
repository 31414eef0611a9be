/// The one source of a list that always loads everything from one place (the voice messages).
public enum WholeList: Hashable, Sendable {
    /// Everything.
    case all
}

/// One scripted interaction measured in one architecture: the table rows it redrew and the bytes a terminal would
/// have received for the frame after it.
public struct InteractionMeasurement: Codable, Hashable, Sendable {
    /// The scene's title.
    public var scene: String
    /// The script lines measured, joined by ` · `.
    public var interaction: String
    /// The architecture variant (`mvc`, `mvp`, `mvvm`, `mvc-massive`).
    public var architecture: String
    /// Table rows drawn while the interaction ran.
    public var rowsRedrawn: Int
    /// Bytes of the ANSI frame that takes the screen from before the interaction to after it.
    public var bytesWritten: Int
}

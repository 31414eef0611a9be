/// Why a frame could not be applied: the page's script would fail the same way.
public enum PageMirrorError: Error, Equatable {
    /// The frame is not of the protocol's shape.
    case badFrame(String)
    /// A patch names an element the page does not have.
    case unknownID(Int)
    /// A patch inserts or moves past the end of a parent's children.
    case badIndex(Patch)
}

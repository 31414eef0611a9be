import Foundation

/// What the page's script sends back: a click or an input on an element (by id), a key, or a move through the
/// browser's history.
public enum PageEvent: Equatable, Sendable {
    /// The element with `id` was clicked.
    case click(id: Int)
    /// The input with `id` now holds `value`.
    case input(id: Int, value: String)
    /// A key the page forwards, by its DOM name (`ArrowUp`, `Enter`, `Escape`, `a`…).
    case key(String)
    /// Back or forward reached `path`.
    case navigate(path: String)

    private struct Frame: Decodable {
        var e: String
        var id: Int?
        var value: String?
        var key: String?
        var path: String?
    }

    /// Reads one frame of the wire protocol, or says what is wrong with it.
    public init(json text: String) throws(PageEventError) {
        let frame: Frame
        do {
            frame = try JSONDecoder().decode(Frame.self, from: Data(text.utf8))
        } catch {
            throw .malformed("not an event object")
        }
        switch frame.e {
        case "click":
            guard let id = frame.id else { throw .malformed("click without id") }
            self = .click(id: id)
        case "input":
            guard let id = frame.id, let value = frame.value else { throw .malformed("input without id or value") }
            self = .input(id: id, value: value)
        case "key":
            guard let key = frame.key, !key.isEmpty, key.count <= 20 else { throw .malformed("key without a name") }
            self = .key(key)
        case "nav":
            guard let path = frame.path, path.hasPrefix("/") else { throw .malformed("nav without a path") }
            self = .navigate(path: path)
        default:
            throw .unknownEvent(frame.e)
        }
    }
}

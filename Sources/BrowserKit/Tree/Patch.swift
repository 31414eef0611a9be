/// One change to the page, addressed by element id: what the diff of two renders sends to the page's script.
public enum Patch: Equatable, Sendable {
    /// Sets the element's text (its children, if it had any, go).
    case setText(id: Int, text: String)
    /// Sets an attribute, or removes it when `value` is `nil`.
    case setAttribute(id: Int, name: String, value: String?)
    /// Inserts a new element as the `index`th child of `parent`.
    case insert(parent: Int, index: Int, node: WireNode)
    /// Removes the element and its subtree.
    case remove(id: Int)
    /// Moves an existing element to be the `index`th child of `parent` (it keeps its subtree).
    case move(id: Int, parent: Int, index: Int)
    /// Replaces the element by a new one (a different tag).
    case replace(id: Int, node: WireNode)
}

extension Patch: Codable {
    private enum CodingKeys: String, CodingKey {
        case op, id, text, name, value, parent, index, node
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let op = try container.decode(String.self, forKey: .op)
        switch op {
        case "text":
            self = .setText(
                id: try container.decode(Int.self, forKey: .id), text: try container.decode(String.self, forKey: .text))
        case "attr":
            self = .setAttribute(
                id: try container.decode(Int.self, forKey: .id), name: try container.decode(String.self, forKey: .name),
                value: try container.decodeIfPresent(String.self, forKey: .value))
        case "insert":
            self = .insert(
                parent: try container.decode(Int.self, forKey: .parent),
                index: try container.decode(Int.self, forKey: .index),
                node: try container.decode(WireNode.self, forKey: .node))
        case "remove":
            self = .remove(id: try container.decode(Int.self, forKey: .id))
        case "move":
            self = .move(
                id: try container.decode(Int.self, forKey: .id),
                parent: try container.decode(Int.self, forKey: .parent),
                index: try container.decode(Int.self, forKey: .index))
        case "replace":
            self = .replace(
                id: try container.decode(Int.self, forKey: .id),
                node: try container.decode(WireNode.self, forKey: .node))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .op, in: container, debugDescription: "unknown patch operation \(op)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .setText(let id, let text):
            try container.encode("text", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(text, forKey: .text)
        case .setAttribute(let id, let name, let value):
            try container.encode("attr", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(value, forKey: .value)
        case .insert(let parent, let index, let node):
            try container.encode("insert", forKey: .op)
            try container.encode(parent, forKey: .parent)
            try container.encode(index, forKey: .index)
            try container.encode(node, forKey: .node)
        case .remove(let id):
            try container.encode("remove", forKey: .op)
            try container.encode(id, forKey: .id)
        case .move(let id, let parent, let index):
            try container.encode("move", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(parent, forKey: .parent)
            try container.encode(index, forKey: .index)
        case .replace(let id, let node):
            try container.encode("replace", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(node, forKey: .node)
        }
    }
}

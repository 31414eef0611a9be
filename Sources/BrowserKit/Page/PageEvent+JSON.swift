import Foundation

extension PageEvent {
    /// The event as the page's script sends it.
    public var json: String {
        var object: [String: Any] = [:]
        switch self {
        case .click(let id): object = ["e": "click", "id": id]
        case .input(let id, let value): object = ["e": "input", "id": id, "value": value]
        case .key(let key): object = ["e": "key", "key": key]
        case .navigate(let path): object = ["e": "nav", "path": path]
        }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else {
            return "{}"
        }
        return String(decoding: data, as: UTF8.self)
    }
}

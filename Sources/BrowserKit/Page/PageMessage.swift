import Foundation

/// One frame the toolkit sends to the page: a whole tree to draw, patches, or a new place in the history.
struct PageMessage: Encodable {
    var mount: WireNode?
    var patches: [Patch]?
    var url: String?
    var title: String?
    var replace: Bool?

    /// The frame as JSON text.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every value is a string, a number, a Boolean or a nested value of those: encoding cannot fail.
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

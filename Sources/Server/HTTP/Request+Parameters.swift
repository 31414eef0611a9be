import Foundation
import Hummingbird

extension MVXRequestContext {
    /// The integer path parameter `name`, or 400 saying what was expected.
    func id(_ name: String = "id") throws(APIFailure) -> Int {
        let text = parameters.get(name) ?? ""
        guard let value = Int(text) else {
            throw .badRequest("The {\(name)} in the path must be a whole number, got \"\(text)\".")
        }
        return value
    }

    /// The text path parameter `name`, percent-decoded; 400 if it holds a control character.
    func text(_ name: String) throws(APIFailure) -> String {
        let raw = parameters.get(name) ?? ""
        // Foundation's decoding is costly on the hot path; most parameters hold no escape at all.
        let text = raw.utf8.contains(UInt8(ascii: "%")) ? raw.removingPercentEncoding ?? raw : raw
        try ControlCharacters.reject(in: text, field: "{\(name)}")
        return text
    }
}

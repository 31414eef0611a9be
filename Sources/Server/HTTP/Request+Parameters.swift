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

    /// The text path parameter `name`, percent-decoded.
    func text(_ name: String) -> String {
        let raw = parameters.get(name) ?? ""
        return raw.removingPercentEncoding ?? raw
    }
}

import Foundation
import Model
import Testing

@Suite("APIError text")
struct APIErrorTests {
    @Test(
        "every error tells the user what went wrong and what to do",
        arguments: [
            (APIError.noConnection(reason: "nothing answers at 127.0.0.1:1"), "127.0.0.1:1", "retry"),
            (.unauthorized(.init(code: "unauthorized", message: "token expired")), "token expired", "Log in again"),
            (.unauthorized(nil), "refused", "Log in again"),
            (.http(status: 400, .init(code: "bad_request", message: "limit must be ≤ 100")), "limit must be", "400"),
            (.http(status: 503, nil), "503", "Retry"),
            (.undecodable(type: "User", reason: "missing key"), "User", "version"),
            (.invalidRequest(reason: "bad base URL"), "bad base URL", "could not be built"),
        ])
    func descriptionSaysWhatAndWhatToDo(error: APIError, what: String, todo: String) {
        #expect(error.description.contains(what))
        #expect(error.description.contains(todo))
        #expect(error.localizedDescription == error.description)
    }

    @Test("only answers from the server carry a status")
    func statusOnlyForAnswers() {
        #expect(APIError.unauthorized(nil).status == 401)
        #expect(APIError.http(status: 403, nil).status == 403)
        #expect(APIError.noConnection(reason: "x").status == nil)
        #expect(APIError.cancelled.status == nil)
    }
}

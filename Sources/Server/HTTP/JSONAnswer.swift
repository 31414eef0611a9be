import Hummingbird

/// A handler's successful answer: any wire value, encoded with the context's ``Model/WireCoding`` encoder.
struct JSONAnswer<Value: Encodable & Sendable>: ResponseGenerator {
    let value: Value
    var status: HTTPResponse.Status = .ok

    init(_ value: Value, status: HTTPResponse.Status = .ok) {
        self.value = value
        self.status = status
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = try context.responseEncoder.encode(value, from: request, context: context)
        response.status = status
        return response
    }
}

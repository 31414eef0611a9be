import Hummingbird
import Model

/// `POST /_faults` and `DELETE /_faults`, registered only on servers started with faults enabled.
struct FaultRoutes: Sendable {
    let board: FaultBoard

    func register(on router: Router<MVXRequestContext>) {
        router.post("/_faults") { request, context in
            let example = #"{"route":"POST /users/{id}/follow","count":1,"status":503,"delayMs":0}"#
            let rule = try await context.decodeBody(FaultRule.self, from: request, example: example)
            try await board.add(rule)
            return JSONAnswer(rule, status: .created)
        }
        router.delete("/_faults") { _, _ in
            _ = await board.clear()
            return Response(status: .noContent)
        }
    }
}

import Hummingbird
import Model

/// `POST /_faults`, `POST /_faults/release`, `GET /_faults/held` and `DELETE /_faults`, registered only on servers
/// started with faults enabled.
struct FaultRoutes: Sendable {
    let board: FaultBoard

    func register(on router: Router<MVXRequestContext>) {
        router.post("/_faults") { request, context in
            let example = #"{"route":"POST /users/{id}/follow","count":1,"status":503,"delayMs":0,"hold":false}"#
            let rule = try await context.decodeBody(FaultRule.self, from: request, example: example)
            try await board.add(rule)
            return JSONAnswer(rule, status: .created)
        }
        router.post("/_faults/release") { _, _ in
            JSONAnswer(HeldRequests(count: await board.releaseHeld()))
        }
        router.get("/_faults/held") { _, _ in
            JSONAnswer(HeldRequests(count: await board.heldCount))
        }
        router.delete("/_faults") { _, _ in
            _ = await board.clear()
            return Response(status: .noContent)
        }
    }
}

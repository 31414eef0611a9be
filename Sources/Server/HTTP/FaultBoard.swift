import Foundation
import Model

/// The fault rules posted to `POST /_faults`, consumed one matching request at a time.
actor FaultBoard {
    /// What to do to one request: wait, then maybe fail.
    struct Fault: Sendable, Equatable {
        var delay: Duration
        var status: Int?
    }

    private struct Entry {
        var remaining: Int
        var fault: Fault
    }

    private var entries: [APIRoute: [Entry]] = [:]

    /// Queues a rule after checking it; rules for the same route apply in the order they were posted.
    func add(_ rule: FaultRule) throws(APIFailure) {
        guard let route = APIRoute(ruleText: rule.route) else {
            let known = APIRoute.allCases.map(\.rawValue).joined(separator: "; ")
            throw .badRequest(
                "Unknown route \"\(rule.route)\". Use a method and template from the API table: \(known).")
        }
        guard (1...10_000).contains(rule.count) else {
            throw .badRequest("`count` must be between 1 and 10000, got \(rule.count).")
        }
        let status = rule.status ?? 0
        guard status == 0 || (400...599).contains(status) else {
            throw .badRequest("`status` must be 0 (no failure) or an error status from 400 to 599, got \(status).")
        }
        let delayMs = rule.delayMs ?? 0
        guard (0...60_000).contains(delayMs) else {
            throw .badRequest("`delayMs` must be between 0 and 60000, got \(delayMs).")
        }
        let fault = Fault(delay: .milliseconds(delayMs), status: status == 0 ? nil : status)
        entries[route, default: []].append(Entry(remaining: rule.count, fault: fault))
    }

    /// Takes one use of the oldest rule for `route`, if any.
    func take(for route: APIRoute) -> Fault? {
        guard var queue = entries[route], var first = queue.first else { return nil }
        first.remaining -= 1
        if first.remaining == 0 {
            queue.removeFirst()
        } else {
            queue[0] = first
        }
        entries[route] = queue.isEmpty ? nil : queue
        return first.fault
    }

    /// Forgets every rule; answers how many were pending.
    func clear() -> Int {
        let count = entries.values.reduce(0) { $0 + $1.count }
        entries = [:]
        return count
    }
}

import Foundation
import Model

/// The fault rules posted to `POST /_faults`, consumed one matching request at a time.
actor FaultBoard {
    /// What to do to one request: wait, then maybe fail.
    struct Fault: Sendable, Equatable {
        var isHeld: Bool
        var delay: Duration
        var status: Int?
        var broken: BrokenAnswer?
    }

    private struct Entry {
        var remaining: Int
        var fault: Fault
    }

    private var entries: [APIRoute: [Entry]] = [:]
    private var held: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextHeld = 0

    /// The most rules queued at once; `DELETE /_faults` clears them.
    static let maximumRules = 100

    /// Queues a rule after checking it; rules for the same route apply in the order they were posted.
    func add(_ rule: FaultRule) throws(APIFailure) {
        let queued = entries.values.reduce(0) { $0 + $1.count }
        guard queued < Self.maximumRules else {
            throw .badRequest(
                "\(Self.maximumRules) fault rules are already queued. DELETE /_faults clears them before you add more.")
        }
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
        let fault = Fault(
            isHeld: rule.hold ?? false, delay: .milliseconds(delayMs), status: status == 0 ? nil : status,
            broken: rule.broken)
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

    /// Suspends the calling request until ``releaseHeld()`` (or until its task is cancelled, as on shutdown).
    func hold() async {
        let id = nextHeld
        nextHeld += 1
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume()
                } else {
                    held[id] = continuation
                }
            }
        } onCancel: {
            Task { await self.release(id) }
        }
    }

    /// Lets every held request go on, and turns every hold rule not yet used up into a pass: a request that arrives
    /// after the release is not held. Answers how many requests were held.
    func releaseHeld() -> Int {
        for (route, queue) in entries {
            entries[route] = queue.map { entry in
                var entry = entry
                entry.fault.isHeld = false
                return entry
            }
        }
        let waiting = held
        held = [:]
        waiting.values.forEach { $0.resume() }
        return waiting.count
    }

    /// How many requests are held now.
    var heldCount: Int { held.count }

    private func release(_ id: Int) {
        held.removeValue(forKey: id)?.resume()
    }

    /// Forgets every rule and lets every held request go on; answers how many rules were pending.
    func clear() -> Int {
        let count = entries.values.reduce(0) { $0 + $1.count }
        entries = [:]
        _ = releaseHeld()
        return count
    }
}

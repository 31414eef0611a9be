import BrowserKit

/// Tabs made for a page's first response, each waiting for its page's socket to claim it by a one-time token.
///
/// A page opened by address comes back drawn: the host makes the tab when the HTML is asked for, waits for its first
/// screen, and puts that screen in the HTML with a token. The page's socket names the token, and takes over that very
/// tab — the scene is not made twice, and a place that counts something (an article read) counts it once. A tab no
/// socket claims within ``WebHostLimits/preparedTabLifetime`` is closed; past ``WebHostLimits/maximumPreparedTabs``,
/// the oldest is.
@MainActor
final class PreparedTabs {
    private struct Prepared {
        let path: String
        let tab: any TabSession
        let expiry: Task<Void, Never>
    }

    private let limits: WebHostLimits
    private var waiting: [String: Prepared] = [:]
    private var order: [String] = []
    private var closed = false

    init(limits: WebHostLimits) {
        self.limits = limits
    }

    /// Keeps `tab`, made for `path`, until a socket claims it; answers its token. Once the host has stopped, the tab
    /// is closed at once (no socket will come).
    func keep(_ tab: any TabSession, for path: String) -> String {
        while waiting.count >= max(1, limits.maximumPreparedTabs), let oldest = order.first {
            drop(oldest)
        }
        var generator = SystemRandomNumberGenerator()
        let token = (0..<4).map { _ in
            let digits = String(generator.next() as UInt32, radix: 16)
            return String(repeating: "0", count: 8 - digits.count) + digits
        }.joined()
        let lifetime = limits.preparedTabLifetime
        let expiry = Task { [weak self] in
            do {
                try await Task.sleep(for: lifetime)
            } catch {
                return  // claimed
            }
            self?.drop(token)
        }
        waiting[token] = Prepared(path: path, tab: tab, expiry: expiry)
        order.append(token)
        if closed { drop(token) }
        return token
    }

    /// The tab kept under `token` for `path`, taken out of the store; nil when there is none (a wrong, spent or
    /// expired token, or one for another page).
    func claim(_ token: String, for path: String) -> (any TabSession)? {
        guard let prepared = waiting[token], prepared.path == path else { return nil }
        waiting[token] = nil
        order.removeAll { $0 == token }
        prepared.expiry.cancel()
        return prepared.tab
    }

    /// Closes every tab still waiting, and any kept from now on.
    func closeAll() {
        closed = true
        for token in order { drop(token) }
    }

    private func drop(_ token: String) {
        guard let prepared = waiting.removeValue(forKey: token) else { return }
        order.removeAll { $0 == token }
        prepared.expiry.cancel()
        prepared.tab.close()
    }
}

import Model

/// The Counter scene's business model (seed 004): owns the counters, applies ``CounterRules``, saves each change,
/// and swaps in the `alt` set when a number goes above 6.
///
/// The seed's MVC controller does all of this inline; here it lives in a model the controller owns, as seed 002
/// argues, so that the controller keeps the table and this logic is testable without one. A change shows at once
/// and is saved after any earlier save, so the server sees changes in order; a failed save puts back the number
/// the server holds.
@MainActor
public final class CounterModel {
    /// What changed, as precisely as the table needs it.
    public enum Change: Hashable, Sendable {
        /// The whole list was replaced (the first load, the swap to the `alt` set).
        case reloadAll
        /// These rows' numbers changed; no other row did.
        case updateRows([Int])
        /// An action failed (the message), or a new one started and the error is gone (`nil`).
        case errorChanged(String?)
    }

    /// Hears every change; weak, because the controller owns the model.
    public weak var delegate: (any CounterModelDelegate)?

    /// The counters shown, in server order.
    public private(set) var counters: [Counter] = []
    /// Whether the counters are loading (``load()``, on open and on retry): what `Loading…` shows.
    public private(set) var isLoading = false
    /// The error of the last action, if it failed.
    public private(set) var errorMessage: String? {
        didSet { if errorMessage != oldValue { notify(.errorChanged(errorMessage)) } }
    }

    private let service: any CounterService
    private var savedNumbers: [Int: Int] = [:]
    private var lastSave: Task<Void, Never>?

    /// Creates a model over the counter service.
    public init(service: any CounterService) {
        self.service = service
    }

    /// Loads the `main` set (again, after a failed load: the error clears while it loads).
    @discardableResult
    public func load() -> Task<Void, Never> {
        let service = self.service
        isLoading = true
        errorMessage = nil
        return Task { [weak self] in
            do throws(APIError) {
                let counters = try await service.counters(in: .main)
                self?.isLoading = false
                self?.replace(with: counters)
            } catch {
                self?.isLoading = false
                self?.errorMessage = error.description
            }
        }
    }

    /// Adds 1 to counter `index` and saves it.
    @discardableResult
    public func increment(at index: Int) -> Task<Void, Never> {
        change(at: index, to: CounterRules.incremented)
    }

    /// Subtracts 1 from counter `index` and saves it; at 0 it stays 0 and nothing is saved.
    @discardableResult
    public func decrement(at index: Int) -> Task<Void, Never> {
        change(at: index, to: CounterRules.decremented)
    }

    private func change(at index: Int, to rule: (Int) -> Int) -> Task<Void, Never> {
        guard counters.indices.contains(index) else { return Task {} }
        let counter = counters[index]
        let num = rule(counter.num)
        guard num != counter.num else { return Task {} }
        errorMessage = nil
        counters[index].num = num
        notify(.updateRows([index]))
        let (service, previous) = (self.service, lastSave)
        let save = Task { [weak self] in
            await previous?.value
            let saved: Counter
            do throws(APIError) {
                saved = try await service.save(counterID: counter.id, num: num)
            } catch {
                self?.saveFailed(counterID: counter.id, num: num, error: error)
                return
            }
            self?.savedNumbers[saved.id] = saved.num
            guard CounterRules.swapsSet(after: saved.num) else { return }
            do throws(APIError) {
                let alternates = try await service.counters(in: .alt)
                self?.replace(with: alternates)
            } catch {
                self?.errorMessage = error.description
            }
        }
        lastSave = save
        return save
    }

    private func saveFailed(counterID: Int, num: Int, error: APIError) {
        errorMessage = error.description
        guard let index = counters.firstIndex(where: { $0.id == counterID }), counters[index].num == num,
            let saved = savedNumbers[counterID]
        else { return }
        counters[index].num = saved
        notify(.updateRows([index]))
    }

    private func replace(with counters: [Counter]) {
        self.counters = counters
        savedNumbers = Dictionary(counters.map { ($0.id, $0.num) }, uniquingKeysWith: { $1 })
        notify(.reloadAll)
    }

    private func notify(_ change: Change) {
        delegate?.counterModel(self, didChange: change)
    }
}

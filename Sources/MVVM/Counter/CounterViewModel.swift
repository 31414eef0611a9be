import Model
import Observation

/// The Counter scene's view model (seed 004): the rows, `+`/`-` by ``CounterRules``, each change saved, and the
/// `alt` set swapped in when a number goes above 6.
///
/// A whole-list change replaces ``rows``; a one-row change sets only that row's ``CounterCellViewModel/number``, so
/// a view bound to each gets exactly one redraw. A tap shows the new number at once and saves it after any earlier
/// save; a failed save puts back the number the server holds and sets ``errorMessage``.
@Observable
@MainActor
public final class CounterViewModel {
    /// The rows, replaced as a whole on the first load and on the swap to the `alt` set.
    public private(set) var rows: [CounterCellViewModel] = []
    /// Whether the list is loading (on open and on `Retry`): what `Loading…` shows.
    public private(set) var isLoading = false
    /// The error under the list, if the last action failed.
    public private(set) var errorMessage: String?

    @ObservationIgnored private let service: any CounterService
    @ObservationIgnored private var savedNumbers: [Int: Int] = [:]
    @ObservationIgnored private var lastSave: Task<Void, Never>?

    /// Creates a view model over the counter service.
    public init(service: any CounterService) {
        self.service = service
    }

    /// The view is ready: load the `main` set.
    @discardableResult
    public func viewDidLoad() -> Task<Void, Never> {
        load()
    }

    /// The user tapped `Retry` after a failed load: load the `main` set again.
    @discardableResult
    public func retryButtonTapped() -> Task<Void, Never> {
        load()
    }

    private func load() -> Task<Void, Never> {
        let service = self.service
        isLoading = true
        if errorMessage != nil { errorMessage = nil }
        return Task { [weak self] in
            do throws(APIError) {
                let counters = try await service.counters(in: .main)
                self?.isLoading = false
                self?.show(counters)
            } catch {
                self?.isLoading = false
                self?.errorMessage = error.description
            }
        }
    }

    /// The user tapped `+` in row `index`.
    @discardableResult
    public func plusButtonTapped(at index: Int) -> Task<Void, Never> {
        change(at: index, to: CounterRules.incremented)
    }

    /// The user tapped `-` in row `index`; a number at 0 stays 0 and nothing is saved.
    @discardableResult
    public func minusButtonTapped(at index: Int) -> Task<Void, Never> {
        change(at: index, to: CounterRules.decremented)
    }

    private func change(at index: Int, to rule: (Int) -> Int) -> Task<Void, Never> {
        guard rows.indices.contains(index) else { return Task {} }
        let row = rows[index]
        let num = rule(row.num)
        guard num != row.num else { return Task {} }
        if errorMessage != nil { errorMessage = nil }
        row.num = num
        let (service, previous, counterID) = (self.service, lastSave, row.id)
        let save = Task { [weak self] in
            await previous?.value
            let saved: Counter
            do throws(APIError) {
                saved = try await service.save(counterID: counterID, num: num)
            } catch {
                self?.saveFailed(counterID: counterID, num: num, error: error)
                return
            }
            self?.savedNumbers[saved.id] = saved.num
            guard CounterRules.swapsSet(after: saved.num) else { return }
            do throws(APIError) {
                let alternates = try await service.counters(in: .alt)
                self?.show(alternates)
            } catch {
                self?.errorMessage = error.description
            }
        }
        lastSave = save
        return save
    }

    private func saveFailed(counterID: Int, num: Int, error: APIError) {
        errorMessage = error.description
        guard let row = rows.first(where: { $0.id == counterID }), row.num == num,
            let saved = savedNumbers[counterID]
        else { return }
        row.num = saved
    }

    private func show(_ counters: [Counter]) {
        savedNumbers = Dictionary(counters.map { ($0.id, $0.num) }, uniquingKeysWith: { $1 })
        rows = counters.map(CounterCellViewModel.init)
    }
}

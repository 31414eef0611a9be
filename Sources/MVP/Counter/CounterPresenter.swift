import Model

/// The Counter scene's presenter (seed 004): loads the `main` set, applies `+`/`-` with ``CounterRules``, saves each
/// change, and swaps in the `alt` set when a number goes above 6.
///
/// A tap shows the new number at once; the save runs after any earlier save, so the server sees taps in order.
/// When a save fails, the row goes back to the number the server holds and the error shows.
@MainActor
public final class CounterPresenter {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any CounterView)?

    /// Whether the list is loading (on open and on `Retry`): what `Loading…` shows. The view reads it when told
    /// to reload or to show an error.
    public private(set) var isLoading = false
    /// The error under the list, if the last action failed.
    public private(set) var errorMessage: String? {
        didSet { if errorMessage != oldValue { view?.showError(errorMessage) } }
    }

    private let service: any CounterService
    private var counters: [Counter] = []
    private var savedNumbers: [Int: Int] = [:]
    private var lastSave: Task<Void, Never>?

    /// Creates a presenter over the counter service.
    public init(service: any CounterService) {
        self.service = service
    }

    /// How many rows the table has.
    public var numberOfRows: Int { counters.count }

    /// Fills a cell with row `index`.
    public func configure(_ cell: any CounterCellView, at index: Int) {
        guard counters.indices.contains(index) else { return }
        cell.show(name: counters[index].name, number: String(counters[index].num))
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
        errorMessage = nil
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
        guard counters.indices.contains(index) else { return Task {} }
        let counter = counters[index]
        let num = rule(counter.num)
        guard num != counter.num else { return Task {} }
        errorMessage = nil
        counters[index].num = num
        view?.reloadRow(at: index)
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
        guard let index = counters.firstIndex(where: { $0.id == counterID }), counters[index].num == num,
            let saved = savedNumbers[counterID]
        else { return }
        counters[index].num = saved
        view?.reloadRow(at: index)
    }

    private func show(_ counters: [Counter]) {
        self.counters = counters
        savedNumbers = Dictionary(counters.map { ($0.id, $0.num) }, uniquingKeysWith: { $1 })
        view?.reloadAllRows()
    }
}

import Model
import SceneViews
import TerminalKit

/// The Counter scene as seed 004 writes its MVC, the "before" its MVP is measured against: the controller holds the
/// rows and the rule. It loads the set, changes a row's number, saves it, puts it back when the save fails, and when
/// a saved number passes 6 it loads the `alt` set and reloads the whole table. The table is fed by TerminalKit's
/// ``ListDataSource`` (the seed's `LMDataSource`), and each cell is handed its counter (`cell.model = model`).
///
/// Everything here is tested only through the screen: layered MVC moves the list and the rule into `CounterModel`,
/// and MVP into its presenter, where a test needs no table.
@MainActor
public final class SeedCounterViewController: ViewController, CounterCellDelegate {
    private let service: any CounterService
    private let sceneView = CounterSceneView()
    private var counters: [Counter] = []
    private var set = CounterSet.main
    /// What `Retry` repeats: the load or the save that failed.
    private var retry: (@MainActor () -> Void)?
    private lazy var dataSource = ListDataSource<Counter, CounterModelCell>(cellIdentifier: CounterCell.identifier) {
        [weak self] cell, counter, _ in
        cell.model = counter
        cell.delegate = self
    }

    /// Creates the scene over the counter service; it loads the `main` set when its view loads.
    public init(service: any CounterService) {
        self.service = service
        super.init()
        title = "Counter"
    }

    public override func loadView() {
        view = sceneView
    }

    public override func viewDidLoad() {
        dataSource.attach(to: sceneView.tableView)
        sceneView.status.onRetry = { [weak self] in self?.retry?() }
        loadData()
    }

    public func counterCellPlusButtonTapped(_ cell: CounterCell) {
        guard let row = sceneView.tableView.indexPath(for: cell)?.row, counters.indices.contains(row) else { return }
        var counter = counters[row]
        counter.num = CounterRules.incremented(counter.num)
        save(counter, putting: counters[row].num)
    }

    public func counterCellMinusButtonTapped(_ cell: CounterCell) {
        guard let row = sceneView.tableView.indexPath(for: cell)?.row, counters.indices.contains(row) else { return }
        var counter = counters[row]
        counter.num = CounterRules.decremented(counter.num)
        guard counter.num != counters[row].num else { return }
        save(counter, putting: counters[row].num)
    }

    private func loadData() {
        show(failure: nil, retry: nil)
        sceneView.showLoading(true)
        let (service, set) = (service, set)
        startTrackedTask { [weak self] in
            do throws(APIError) {
                let loaded = try await service.counters(in: set)
                self?.counters = loaded
                self?.reloadDataForUI()
            } catch {
                self?.show(failure: error, retry: { [weak self] in self?.loadData() })
            }
            self?.sceneView.showLoading(false)
        }
    }

    /// Shows `counter` at once and saves it; a failed save shows `previous` again, with `Retry`.
    private func save(_ counter: Counter, putting previous: Int) {
        show(failure: nil, retry: nil)
        replace(counter)
        let service = service
        startTrackedTask { [weak self] in
            do throws(APIError) {
                let saved = try await service.save(counterID: counter.id, num: counter.num)
                guard let self else { return }
                // The seed's rule, held here: a number above 6 replaces the whole list.
                if saved.num > CounterRules.swapThreshold {
                    self.set = .alt
                    self.loadData()
                } else {
                    self.replace(saved)
                }
            } catch {
                var rolledBack = counter
                rolledBack.num = previous
                self?.replace(rolledBack)
                self?.show(failure: error, retry: { [weak self] in self?.save(counter, putting: previous) })
            }
        }
    }

    /// Puts `counter` in its row, if the list still has it and shows something else, and redraws that row alone.
    private func replace(_ counter: Counter) {
        guard let row = counters.firstIndex(where: { $0.id == counter.id }), counters[row] != counter else { return }
        counters[row] = counter
        dataSource.items = counters
        sceneView.tableView.reloadRows(at: [IndexPath(row: row)])
    }

    private func reloadDataForUI() {
        dataSource.items = counters
        sceneView.tableView.reloadData()
    }

    private func show(failure error: APIError?, retry: (@MainActor () -> Void)?) {
        if case .cancelled = error { return }
        self.retry = retry
        sceneView.status.showFailure(error.map { ListFailure(error: $0, isRetryable: retry != nil) })
    }
}

import Model

/// A detail screen's interactor: it owns the detail's content — a ``ListMachine`` of one, so that its `Loading…`,
/// error and retry follow Model's rules — loads it with the scene's ``DetailLoader``, and reports it to its presenter.
@MainActor
public final class ProfileDetailInteractor: ProfileDetailInteractorInput {
    /// Who hears about the content; weak, the presenter.
    public weak var output: (any ProfileDetailInteractorOutput)?

    private var detail: ListMachine<DetailContent>
    private let commands: ListCommandRunner<DetailContent, ListMachine<DetailContent>.Event>

    /// Creates the interactor of `detail`, loaded and written by `loader`.
    public init(detail: ProfileDetail, loader: DetailLoader) {
        self.detail = ListMachine(source: detail)
        commands = ListCommandRunner(service: loader.service)
        commands.onAnswer = { [weak self] answer in self?.handle(answer) }
    }

    public func loadContent() { handle(.reloadAsked) }

    public func retryLoad() { handle(.retryAsked) }

    /// Moves the detail on by `event`, reports what changed and sends what the machine asks for.
    private func handle(_ event: ListMachine<DetailContent>.Event) {
        let step = detail.handle(event)
        for change in step.changes {
            switch change {
            case .reloaded, .appended, .updated, .removed: detail.items.first.map { output?.contentLoaded($0) }
            case .loadingChanged, .failureChanged: output?.statusChanged(detail.status)
            }
        }
        commands.run(step.commands)
    }
}

import Model

/// What an interactor tells its presenter (VIPER's interactor output): the entities it holds changed — a list
/// loaded, an item saved or rolled back, `Loading…`, an error. The presenter reads the entities again and decides
/// what the view shows.
@MainActor
public protocol ListInteractorOutput: AnyObject {
    /// The interactor's entities changed as `change` says.
    func entitiesChanged(_ change: ListChange)
}

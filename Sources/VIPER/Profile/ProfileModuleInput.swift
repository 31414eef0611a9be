/// What the Profile scene may tell each of its self-managed modules (VIPER's module input): when to fetch. How the
/// module loads, pages, shows its errors and retries is its own business.
@MainActor
public protocol ProfileModuleInput: AnyObject {
    /// Loads the module's content from the start.
    func fetchData()
}

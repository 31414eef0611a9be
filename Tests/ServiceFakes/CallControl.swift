import Model

/// Steers a fake service's calls: fail the next one, or hold it until the test lets it go, so a test can look at
/// the app mid-request.
///
///     await service.control.holdNextCall()
///     let load = presenter.viewDidLoad()
///     await service.control.waitUntilCallIsHeld()   // the request is in flight now
///     #expect(presenter.isLoading)
///     await service.control.releaseHeldCall()
///     await load.value
public actor CallControl {
    private var script: [APIError?] = []
    private var holdsNextCall = false
    private var heldCall: CheckedContinuation<Void, Never>?
    private var arrivalWaiters: [CheckedContinuation<Void, Never>] = []

    /// Creates a control that lets every call through.
    public init() {}

    /// Makes a call fail with `error` (after any hold): the next one, or the one after `skipping` calls that go
    /// through. Calls scripted earlier come first.
    public func failNextCall(with error: APIError = .sampleOutage, after skipping: Int = 0) {
        script += Array(repeating: nil, count: skipping) + [error]
    }

    /// Makes the next call wait until ``releaseHeldCall()``.
    public func holdNextCall() {
        holdsNextCall = true
    }

    /// Returns once the held call has arrived and is waiting.
    public func waitUntilCallIsHeld() async {
        guard heldCall == nil else { return }
        await withCheckedContinuation { arrivalWaiters.append($0) }
    }

    /// Lets the held call go on.
    public func releaseHeldCall() {
        heldCall?.resume()
        heldCall = nil
    }

    /// Called by a fake at the start of each call: waits if this call is held, throws if it is to fail.
    public func answer() async throws(APIError) {
        if holdsNextCall {
            holdsNextCall = false
            await withCheckedContinuation { continuation in
                heldCall = continuation
                arrivalWaiters.forEach { $0.resume() }
                arrivalWaiters.removeAll()
            }
        }
        if !script.isEmpty, let failure = script.removeFirst() { throw failure }
    }
}

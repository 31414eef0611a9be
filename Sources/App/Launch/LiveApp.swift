import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The app in the real terminal: the shell on a live ``Application`` until `q` or Ctrl-C.
@MainActor
public enum LiveApp {
    /// Whether standard input and standard output are both terminals.
    public static var hasTerminal: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Runs until the user quits; the terminal is restored when it returns (or throws).
    public static func run(_ session: AppSession, catalog: SceneCatalog = .standard) async throws(LaunchError) {
        let application = Application(scheduler: LiveScheduler())
        let shell = AppShell(environment: session.environment, catalog: catalog, variant: session.options.variant)
        application.rootViewController = shell.navigationController
        if let scene = session.options.scene {
            do throws(AppError) {
                try shell.open(scene, profileUserID: session.profileUserID)
            } catch {
                throw .app(error)
            }
        }
        do {
            try await application.run(on: LiveTerminal())
        } catch let error as TerminalError {
            if case .notATerminal = error { throw .notATerminal }
            throw .terminalFailed(error.description)
        } catch {
            throw .terminalFailed("\(error)")
        }
    }
}

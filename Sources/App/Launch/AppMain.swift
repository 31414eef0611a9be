import Foundation
import LiveServices

/// What `mvx run` does, start to end: check where it runs, start the session, run live or headless, stop.
@MainActor
public enum AppMain {
    /// Runs the app and answers the process exit status; errors go to standard error.
    ///
    /// Output that nobody reads any more (`mvx --headless … | head -1`) is not an error: headless, the app stops
    /// reading commands and exits 0, quietly, as Unix tools do.
    public static func run(_ options: LaunchOptions, headless: Bool, catalog: SceneCatalog = .standard) async -> Int32 {
        StandardStream.ignoreBrokenPipes()
        guard headless || LiveApp.hasTerminal else {
            writeError(LaunchError.notATerminal)
            return 1
        }
        let session: AppSession
        do {
            session = try await AppSession.start(options, catalog: catalog)
        } catch {
            writeError(error)
            return error.exitStatus
        }
        let status = headless ? await runHeadless(session, catalog: catalog) : await runLive(session, catalog: catalog)
        await session.stop()
        return status
    }

    private static func runHeadless(_ session: AppSession, catalog: SceneCatalog) async -> Int32 {
        let output = OutputState()
        do {
            let app = try HeadlessApp(
                environment: session.environment, catalog: catalog, variant: session.options.variant,
                scene: session.options.scene, profileUserID: session.profileUserID, size: session.options.size,
                output: { text in
                    if output.isOpen, !StandardStream.output.write(text) { output.isOpen = false }
                },
                errorOutput: { StandardStream.error.write($0) })
            let commands = StandardInputLines.stream().prefix { _ in await output.isOpen }
            return await app.run(commands).exitStatus
        } catch {
            writeError(LaunchError.app(error))
            return 1
        }
    }

    private static func runLive(_ session: AppSession, catalog: SceneCatalog) async -> Int32 {
        do {
            try await LiveApp.run(session, catalog: catalog)
            return 0
        } catch {
            writeError(error)
            return 1
        }
    }

    private static func writeError(_ error: LaunchError) {
        StandardStream.error.write("mvx: \(error.description)\n")
    }

    /// Whether standard output still has a reader.
    @MainActor
    private final class OutputState {
        var isOpen = true
    }
}

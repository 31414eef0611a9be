import Foundation

/// What `mvx run` does, start to end: check where it runs, start the session, run live or headless, stop.
@MainActor
public enum AppMain {
    /// Runs the app and answers the process exit status; errors go to standard error.
    public static func run(_ options: LaunchOptions, headless: Bool, catalog: SceneCatalog = .standard) async -> Int32 {
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
        do {
            let app = try HeadlessApp(
                environment: session.environment, catalog: catalog, variant: session.options.variant,
                scene: session.options.scene, profileUserID: session.profileUserID, size: session.options.size,
                output: { write($0, to: FileHandle.standardOutput) },
                errorOutput: { write($0, to: FileHandle.standardError) })
            return await app.run(StandardInputLines.stream()).exitStatus
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
        write("mvx: \(error.description)\n", to: FileHandle.standardError)
    }

    private static func write(_ text: String, to handle: FileHandle) {
        handle.write(Data(text.utf8))
    }
}

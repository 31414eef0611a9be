import Foundation
import Logging
import Model
import Server
import TerminalKit

/// Runs one scripted interaction per scene in every architecture, through the app's headless runner against an
/// in-process server on a fresh database per run, and measures what each redrew: `mvx report --interactions`.
@MainActor
public enum InteractionRun {
    /// Per scene: the lines that set it up, then the interaction measured.
    static let scripts: [(scene: SceneID, setup: [String], interaction: [String])] = [
        (.print, ["wait"], ["tap print", "wait"]),
        (.counter, ["wait"], ["tap + @3", "wait"]),
        (.news, ["wait"], ["select 2", "wait"]),
        (.profile, ["wait"], ["tap share @1", "wait"]),
        (.discover, ["wait"], ["tap follow", "wait"]),
        (.voice, ["wait", "select 1", "wait"], ["sleep 1000"]),
    ]

    /// The seed of Print's random source in every run, so that two reports print the same numbers.
    static let randomSeed: UInt64 = 22

    /// Measures every script in every variant that has the scene, each run on a server of its own with a fresh
    /// database in a folder of `directory`, so no run sees another's writes and two reports are byte-identical.
    public static func measure(in directory: URL, catalog: SceneCatalog = .standard) async throws(InteractionRunError)
        -> [InteractionMeasurement]
    {
        var results: [InteractionMeasurement] = []
        for script in scripts {
            for variant in ArchitectureVariant.allCases where catalog.contains(script.scene, in: variant) {
                let database = directory.appending(path: "\(script.scene.title)-\(variant.rawValue).sqlite")
                let server = try await startServer(database: database)
                let result: Result<InteractionMeasurement, InteractionRunError>
                do {
                    result = .success(try await measure(script, in: variant, on: server.baseURL, catalog: catalog))
                } catch {
                    result = .failure(error)
                }
                await server.stop()
                results.append(try result.get())
            }
        }
        return results
    }

    private static func startServer(database: URL) async throws(InteractionRunError) -> RunningServer {
        var configuration = ServerConfiguration(
            host: "127.0.0.1", port: 0, databasePath: database.path, faultsEnabled: false, latency: .zero,
            logLevel: .critical)
        // A throwaway database of demo users that lives for one run: the lowest cost keeps the run about the screens,
        // not about hashing the demo passwords (at cost 10 a loaded machine took longer than an answer's timeout).
        configuration.bcryptCost = ServerConfiguration.bcryptCostRange.lowerBound
        do {
            return try await MVXServer.start(configuration)
        } catch {
            throw .serverFailed(String(describing: error))
        }
    }

    private static func measure(
        _ script: (scene: SceneID, setup: [String], interaction: [String]), in variant: ArchitectureVariant,
        on serverURL: URL, catalog: SceneCatalog
    ) async throws(InteractionRunError) -> InteractionMeasurement {
        var options = LaunchOptions()
        options.variant = variant
        options.scene = script.scene
        options.serverURL = serverURL
        options.randomSource = SeededRandomSource(seed: randomSeed)
        options.timeZone = TimeZone(identifier: "UTC") ?? .current
        let session: AppSession
        let app: HeadlessApp
        do {
            session = try await AppSession.start(options, catalog: catalog)
            app = try HeadlessApp(
                environment: session.environment, catalog: catalog, variant: variant, scene: script.scene,
                profileUserID: session.profileUserID, size: options.size, output: { _ in }, errorOutput: { _ in })
        } catch {
            throw .appFailed(script.scene.title, String(describing: error))
        }
        let setUp = await app.run(script.setup)
        let before = app.host.screen
        app.host.resetCounters()
        let ran = await app.run(script.interaction)
        await session.stop()
        for outcome in [setUp, ran] {
            if case .failed(_, let message) = outcome { throw .scriptFailed(script.scene.title, message) }
        }
        app.host.render()
        var encoder = ANSIFrameEncoder()
        let bytes = encoder.encode(app.host.screen, previous: before).count
        return InteractionMeasurement(
            scene: script.scene.title, interaction: script.interaction.joined(separator: " · "),
            architecture: variant.rawValue, rowsRedrawn: app.host.rowsRedrawn, bytesWritten: bytes)
    }
}

/// Why the interaction run could not measure.
public enum InteractionRunError: Error, CustomStringConvertible {
    /// The in-process server did not start.
    case serverFailed(String)
    /// The app could not start on a scene.
    case appFailed(String, String)
    /// A script line failed on a scene.
    case scriptFailed(String, String)

    public var description: String {
        switch self {
        case .serverFailed(let reason): "The in-process server did not start: \(reason)"
        case .appFailed(let scene, let reason): "The app did not start on \(scene): \(reason)"
        case .scriptFailed(let scene, let message): "The script for \(scene) failed: \(message)"
        }
    }
}

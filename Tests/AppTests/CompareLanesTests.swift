import App
import Foundation
import Model
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `mvx web`'s compare lanes: five embedded servers of their own for each compare page, removed when it closes.
@MainActor
@Suite("Compare lanes")
struct CompareLanesTests {
    @Test(
        "a compare page gets five servers of its own in the data directory; closing it stops them and deletes them")
    func lanesComeAndGo() async throws {
        // Given mvx web's own session on its embedded server, in a private data directory
        let directory = try TestServer.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var options = LaunchOptions()
        options.dataDirectory = directory
        options.keepsSession = false
        options.embeddedServerBcryptCost = LaunchOptions.fastestBcryptCost
        let session = try await AppSession.start(options, catalog: .standard)
        let compare = directory.appendingPathComponent("compare")
        // What an ended run left behind
        let leftover = compare.appendingPathComponent("999999999")
        try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
        let lanes = CompareLanes.forWeb(options, session: session)
        let folder = compare.appendingPathComponent(String(getpid())).appendingPathComponent("1")
        #expect(!FileManager.default.fileExists(atPath: leftover.path))

        // When a compare page opens its lanes
        let set = try await lanes.open().get()

        // Then there are five servers, none of them the app's own, each signed in, each in a folder of its own
        let servers = Set(set.environments.map(\.serverURL)).subtracting([session.serverURL])
        #expect(servers.count == 5)
        #expect(set.environments.allSatisfy { $0.session.viewer.username == "alice" })
        for architecture in Architecture.allCases {
            let path = folder.appendingPathComponent(architecture.rawValue).appendingPathComponent("mvx.sqlite").path
            #expect(FileManager.default.fileExists(atPath: path), "\(path)")
        }

        // And when the page closes and mvx web stops, the folders are gone and no page may open lanes
        set.close()
        await lanes.stop()
        await session.stop()
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        #expect(!FileManager.default.fileExists(atPath: folder.deletingLastPathComponent().path))
        #expect(lanes.openCount == 0)
        if case .failure(let error) = await lanes.open() {
            #expect(error.description == "mvx is stopping; start it again to go on")
        } else {
            Issue.record("lanes opened after stop")
        }
    }
}

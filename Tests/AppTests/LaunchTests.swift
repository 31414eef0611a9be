import App
import AppTestSupport
import Foundation
import TerminalKit
import TestSupport
import Testing

/// The `mvx` options and the start-up: bad values and a wrong user are refused with a clear error.
@MainActor
@Suite("Launch")
struct LaunchTests {
    private func parse(
        arch: String = "mvc", scene: String? = nil, server: String? = nil, faults: Bool = false, latency: Int = 0,
        size: String = "80x24"
    ) throws(LaunchError) -> LaunchOptions {
        try LaunchOptions.parse(
            arch: arch, scene: scene, user: "alice", server: server, dataDirectory: nil, faults: faults,
            latencyMilliseconds: latency, size: size)
    }

    @Test("good options are read as given")
    func goodOptions() throws {
        let options = try parse(arch: "MVVM", scene: "counter", size: "100x30")
        #expect(options.variant == .mvvm)
        #expect(options.scene == .counter)
        #expect(options.size.description == "100x30")
        #expect(options.dataDirectory == LaunchOptions.defaultDataDirectory)
    }

    @Test(
        "the default data directory follows XDG_DATA_HOME, then HOME",
        arguments: [
            (["XDG_DATA_HOME": "/data", "HOME": "/home/ann"], "/data/mvx"),
            (["XDG_DATA_HOME": "relative", "HOME": "/home/ann"], "/home/ann/.local/share/mvx"),
            (["HOME": "/home/ann"], "/home/ann/.local/share/mvx"),
        ])
    func dataDirectory(environment: [String: String], path: String) {
        #expect(LaunchOptions.defaultDataDirectory(environment: environment).path == path)
    }

    @Test("bad values say what is accepted")
    func badValues() {
        #expect(
            message { try parse(arch: "mvi") }
                == "unknown architecture \"mvi\"; use one of mvc, mvp, mvvm, tea, viper, mvc-massive, mvc-seed")
        #expect(
            message { try parse(scene: "chat") }?.hasPrefix("unknown scene \"chat\"; use one of print, counter") == true
        )
        #expect(message { try parse(size: "80by24") }?.hasPrefix("bad size \"80by24\"") == true)
        #expect(message { try parse(latency: Int.max) }?.hasSuffix("from 0 to 60000") == true)
        #expect(message { try parse(latency: -1) }?.hasPrefix("bad latency -1") == true)
        #expect(message { try parse(size: "5x5") }?.hasPrefix("bad size \"5x5\"") == true)
        #expect(message { try parse(server: "localhost") }?.hasPrefix("bad server URL \"localhost\"") == true)
        #expect(message { try parse(server: "http://127.0.0.1:8080", faults: true) }?.hasPrefix("--faults") == true)
    }

    @Test("the data directory, the database and the log (naming the server's address) are the owner's only")
    func privateDataDirectory() async throws {
        // Given a data directory that does not exist yet
        let parent = try TestServer.makeDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        var options = LaunchOptions()
        options.embeddedServerBcryptCost = LaunchOptions.fastestBcryptCost
        options.dataDirectory = parent.appendingPathComponent("mvx", isDirectory: true)
        // When the app starts its embedded server there
        let session = try await AppSession.start(options, catalog: .standard)
        await session.stop()
        // Then the directory is 0700 and the database 0600
        let directory = try FileManager.default.attributesOfItem(atPath: options.dataDirectory.path)
        #expect((directory[.posixPermissions] as? Int) == 0o700)
        let database = try FileManager.default.attributesOfItem(atPath: options.databaseURL.path)
        #expect((database[.posixPermissions] as? Int) == 0o600)
        // And the log says where the server was, readable by its owner only
        let logURL = AppSession.logURL(for: options)
        let log = try String(contentsOf: logURL, encoding: .utf8)
        #expect(log.contains("embedded server at \(session.serverURL.absoluteString)"), "\(log)")
        let logAttributes = try FileManager.default.attributesOfItem(atPath: logURL.path)
        #expect((logAttributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test("a user the server does not know is refused, and the error lists the users")
    func wrongUser() async throws {
        try await withServer { server in
            var options = LaunchOptions()
            options.embeddedServerBcryptCost = LaunchOptions.fastestBcryptCost
            options.serverURL = server.baseURL
            options.username = "zed"

            await #expect {
                _ = try await AppSession.start(options, catalog: .standard)
            } throws: { error in
                let text = (error as? LaunchError)?.description ?? ""
                return text.hasPrefix("cannot log in as \"zed\"") && text.contains("alice")
            }
        }
    }

    @Test("--profile names whose profile opens; without --scene profile it is a usage error")
    func profileOption() throws {
        let options = try LaunchOptions.parse(
            arch: "mvc", scene: "profile", profile: "bob", user: "alice", server: nil, dataDirectory: nil,
            faults: false, latencyMilliseconds: 0, size: "80x24")
        #expect(options.profileName == "bob")
        #expect(throws: LaunchError.self) {
            try LaunchOptions.parse(
                arch: "mvc", scene: "news", profile: "bob", user: "alice", server: nil, dataDirectory: nil,
                faults: false, latencyMilliseconds: 0, size: "80x24")
        }
        #expect(LaunchError.profileWithoutScene.exitStatus == 64)
    }

    @Test("--profile with a user the server does not know is a usage error that lists the users")
    func unknownProfile() async throws {
        try await withServer { server in
            var options = LaunchOptions()
            options.embeddedServerBcryptCost = LaunchOptions.fastestBcryptCost
            options.serverURL = server.baseURL
            options.scene = .profile
            options.profileName = "nobody"

            await #expect {
                _ = try await AppSession.start(options, catalog: .standard)
            } throws: { error in
                guard let error = error as? LaunchError else { return false }
                return error.exitStatus == 64 && error.description.hasPrefix("there is no user \"nobody\"")
                    && error.description.contains("alice, bob")
            }
        }
    }

    @Test("--profile opens that user's profile as a visitor")
    func profileOfAnotherUser() async throws {
        try await withServer { server in
            try await withApp(.mvvm, scene: .profile, on: server, profile: "bob") { app in
                try await app.run("wait")
                #expect(app.screen.contains("Bob Martin @bob"))
                #expect(!app.screen.contains("Drafts"))
            }
        }
    }

    @Test("a scene not built in the asked variant is refused before anything starts")
    func sceneNotInVariant() async {
        var options = LaunchOptions()
        options.embeddedServerBcryptCost = LaunchOptions.fastestBcryptCost
        options.variant = .massiveMVC
        options.scene = .counter
        options.serverURL = URL(string: "http://127.0.0.1:1")

        await #expect {
            _ = try await AppSession.start(options, catalog: .standard)
        } throws: { error in
            (error as? LaunchError)?.description
                == "the Counter scene is not built in mvc-massive; it is built in mvc, mvp, mvvm, tea, viper, mvc-seed"
        }
    }

    private func message(_ body: () throws -> LaunchOptions) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return (error as? LaunchError)?.description ?? "not a LaunchError: \(error)"
        }
    }
}

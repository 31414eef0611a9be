import Foundation
import LiveServices
import Model
import Server
import TerminalKit

extension LaunchOptions {
    /// Builds options from the command line's words, checking each one.
    public static func parse(
        arch: String, scene: String?, profile: String? = nil, user: String, server: String?, dataDirectory: String?,
        faults: Bool, latencyMilliseconds: Int, size: String
    ) throws(LaunchError) -> LaunchOptions {
        var options = LaunchOptions()
        options.keepsSession = true
        guard let variant = ArchitectureVariant(rawValue: arch.lowercased()) else { throw .unknownArchitecture(arch) }
        options.variant = variant
        if let scene {
            guard let id = SceneID(rawValue: scene.lowercased()) else { throw .unknownScene(scene) }
            options.scene = id
        }
        if let profile {
            guard options.scene == .profile else { throw .profileWithoutScene }
            guard !profile.trimmingCharacters(in: .whitespaces).isEmpty else { throw .unknownProfile(profile, []) }
            options.profileName = profile
        }
        guard !user.trimmingCharacters(in: .whitespaces).isEmpty else { throw .badUser }
        options.username = user
        if let server {
            guard let url = URL(string: server), HTTPExchange.problem(with: url) == nil else {
                throw .badServerURL(server)
            }
            options.serverURL = url
        }
        if let dataDirectory {
            options.dataDirectory = URL(fileURLWithPath: (dataDirectory as NSString).expandingTildeInPath)
        }
        options.faults = faults
        guard (0...ServerConfiguration.maximumLatencyMilliseconds).contains(latencyMilliseconds) else {
            throw .badLatency(latencyMilliseconds)
        }
        guard server == nil || (!faults && latencyMilliseconds == 0) else { throw .embeddedOnly }
        options.latency = .milliseconds(latencyMilliseconds)
        guard let parsedSize = Size(parsing: size), LaunchOptions.sizeRange.contains(parsedSize) else {
            throw .badSize(size)
        }
        options.size = parsedSize
        return options
    }
}

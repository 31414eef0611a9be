import Foundation

/// Where key `c` reads the files it shows: the package this `mvx` was built from, or the folder `MVX_SOURCE_ROOT`
/// names instead.
///
/// Only where to look is decided here; whether the files are there is found out when one is read
/// (``SourceFileLoader``), off the main actor.
public struct CodeSources: Hashable, Sendable {
    /// The environment variable that names the package's folder, for an `mvx` run away from its sources.
    public static let environmentVariable = "MVX_SOURCE_ROOT"

    /// The folder `MVX_SOURCE_ROOT` named, if it was set: it is used instead of ``buildRoot``.
    public var override: URL?
    /// The package's folder as the compiler saw it when it built this `mvx`.
    public var buildRoot: URL

    /// This file's path in the package, to check that ``buildRoot`` still holds the sources this `mvx` was built
    /// from.
    static let markerPath = "Sources/App/Code/CodeSources.swift"

    /// Sources read from `override` if given, else from the package this `mvx` was built from.
    public init(override: URL? = nil) {
        self.override = override
        // #filePath is <root>/Sources/App/Code/CodeSources.swift.
        var root = URL(fileURLWithPath: #filePath)
        for _ in Self.markerPath.split(separator: "/") { root.deleteLastPathComponent() }
        buildRoot = root
    }

    /// The sources the process's environment says: `MVX_SOURCE_ROOT` if set and not empty, else the build's.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> CodeSources
    {
        let named = environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        return CodeSources(override: named.map { URL(fileURLWithPath: $0, isDirectory: true) })
    }

    /// The package folder to read from, checked: it holds `Package.swift` (and, for the build's folder, this very
    /// file). Reads the file system: call it off the main actor.
    func checkedRoot() throws(SourceFileError) -> URL {
        let files = FileManager.default
        if let override {
            guard files.fileExists(atPath: override.appendingPathComponent("Package.swift").path) else {
                throw .notAPackage(override.path)
            }
            return override
        }
        guard files.fileExists(atPath: buildRoot.appendingPathComponent("Package.swift").path),
            files.fileExists(atPath: buildRoot.appendingPathComponent(Self.markerPath).path)
        else { throw .sourcesGone(buildRoot.path) }
        return buildRoot
    }
}

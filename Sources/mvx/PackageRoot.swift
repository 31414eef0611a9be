import ArgumentParser
import Foundation

/// The MVX package folder `mvx report` and `mvx diff` read.
enum PackageRoot {
    /// `root` if given, else the nearest folder holding a Package.swift, from the current one upward.
    static func find(_ root: String?) throws -> URL {
        if let root { return URL(fileURLWithPath: root) }
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        throw ValidationError("No Package.swift here or above; run mvx in the MVX package, or pass --root.")
    }
}

import Foundation
import Report
import WebHost

/// The files `mvx web` serves under `/files/`: the report's charts, drawn from the sources when asked for.
enum WebFiles {
    /// The resource called `name`, or `nil` when there is none (or the sources cannot be read).
    static func resource(named name: String) async -> WebResource? {
        guard name == "report.svg" else { return nil }
        guard case .success(let report) = await PackageReader.report(sources: .fromEnvironment()) else { return nil }
        return WebResource(contentType: "image/svg+xml", text: report.svg)
    }
}

import Model
import Report

/// What a page's path names, read in one place: the report, a diff of two architectures, a compare page, or a
/// scene's place.
enum WebRoute {
    /// `/report`: the claims table and its charts.
    case report
    /// `/diff/SCENE/A/B`: `mvx diff SCENE A B`.
    case diff(scene: SceneID, from: ReportArchitecture, to: ReportArchitecture)
    /// `/compare/SCENE`: the scene in every architecture side by side.
    case compare(SceneID)
    /// `/ARCH/SCENE?PLACE`, or `/` (Home): a scene at its place.
    case scene(WebPlace)

    /// The page `path` (its query included) names, or `nil` when it names none: an unknown scene or architecture,
    /// a bad number, or a query on a page that takes none.
    init?(path: String, defaultVariant: ArchitectureVariant) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let takesNoQuery = !path.contains("?")
        switch parts.count >= 2 && parts[0].isEmpty ? parts[1] : nil {
        case "report":
            guard takesNoQuery, parts.count == 2 else { return nil }
            self = .report
        case "diff":
            guard takesNoQuery, parts.count == 5, let scene = SceneID(rawValue: parts[2]),
                let from = ReportArchitecture(rawValue: parts[3]), let to = ReportArchitecture(rawValue: parts[4])
            else { return nil }
            self = .diff(scene: scene, from: from, to: to)
        case "compare":
            guard takesNoQuery, parts.count == 3, let scene = SceneID(rawValue: parts[2]) else { return nil }
            self = .compare(scene)
        default:
            guard let place = WebPlace(path: path, defaultVariant: defaultVariant) else { return nil }
            self = .scene(place)
        }
    }
}

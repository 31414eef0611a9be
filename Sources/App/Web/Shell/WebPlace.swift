import Foundation
import Model

/// Where a browser tab is, as its URL says it: the architecture, and the stack of scenes over Home, each at its
/// ``ScenePlace``. Reload, back and forward rebuild the tab from this alone.
///
/// `/` is Home; `/ARCH/SCENE` a scene; the query holds the places: `user` (whose profile the Profile scene shows),
/// `seg`, `row` (1-based), `top` (1-based), `detail=1` and `q`; a profile pushed from Following or Discover is
/// `profile=ID`, its place in the same names ending in `1`.
struct WebPlace: Equatable {
    /// One scene on the stack.
    struct Level: Equatable {
        var scene: SceneID
        var profileUserID: Int?
        var place: ScenePlace
    }

    /// The architecture the scenes run in.
    var variant: ArchitectureVariant
    /// The scenes over Home, bottom first; empty on Home.
    var levels: [Level]

    /// The most rows a place may name: a bound on what a URL can make the tab load.
    static let maximumRow = 10_000

    init(variant: ArchitectureVariant, levels: [Level]) {
        self.variant = variant
        self.levels = levels
    }

    /// Reads a path and query, or answers `nil` when it names no page (an unknown architecture or scene, a bad
    /// number).
    init?(path: String, defaultVariant: ArchitectureVariant) {
        guard let components = URLComponents(string: path) else { return nil }
        let parts = components.path.split(separator: "/").map(String.init)
        let query = Dictionary(
            (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        if parts.isEmpty {
            self.init(variant: defaultVariant, levels: [])
            return
        }
        guard parts.count == 2, let variant = ArchitectureVariant(rawValue: parts[0]),
            let scene = SceneID(rawValue: parts[1])
        else { return nil }
        guard let first = Self.level(scene, query, suffix: "", userKey: "user") else { return nil }
        var levels = [first]
        if let profile = query["profile"] {
            guard [.following, .discover].contains(scene), Self.number(profile, upTo: Int(Int32.max)) != nil,
                let pushed = Self.level(.profile, query, suffix: "1", userKey: "profile")
            else { return nil }
            levels.append(pushed)
        }
        self.init(variant: variant, levels: levels)
    }

    /// The path and query that bring the tab back here.
    var path: String {
        guard let first = levels.first else { return "/" }
        var items: [URLQueryItem] = []
        for (index, level) in levels.enumerated() {
            let suffix = index == 0 ? "" : "1"
            if let user = level.profileUserID {
                items.append(URLQueryItem(name: index == 0 ? "user" : "profile", value: String(user)))
            }
            let place = level.place
            if let segment = place.segment { items.append(URLQueryItem(name: "seg" + suffix, value: segment)) }
            if !place.searchText.isEmpty { items.append(URLQueryItem(name: "q" + suffix, value: place.searchText)) }
            if let row = place.selectedRow { items.append(URLQueryItem(name: "row" + suffix, value: String(row + 1))) }
            if place.firstVisibleRow > 0 {
                items.append(URLQueryItem(name: "top" + suffix, value: String(place.firstVisibleRow + 1)))
            }
            if place.showsDetail { items.append(URLQueryItem(name: "detail" + suffix, value: "1")) }
        }
        var components = URLComponents()
        components.path = "/\(variant.rawValue)/\(first.scene.rawValue)"
        components.queryItems = items.isEmpty ? nil : items
        return components.string ?? components.path
    }

    private static func level(_ scene: SceneID, _ query: [String: String], suffix: String, userKey: String) -> Level? {
        var place = ScenePlace()
        var userID: Int?
        if let user = query[userKey] {
            guard scene == .profile || userKey == "profile", let id = number(user, upTo: Int(Int32.max)) else {
                return nil
            }
            userID = id
        }
        if let segment = query["seg" + suffix] {
            guard segment.count <= 20 else { return nil }
            place.segment = segment
        }
        if let text = query["q" + suffix] {
            guard text.count <= 100 else { return nil }
            place.searchText = text
        }
        if let row = query["row" + suffix] {
            guard let value = number(row, upTo: maximumRow) else { return nil }
            place.selectedRow = value - 1
        }
        if let top = query["top" + suffix] {
            guard let value = number(top, upTo: maximumRow) else { return nil }
            place.firstVisibleRow = value - 1
        }
        if let detail = query["detail" + suffix] {
            guard detail == "1", place.selectedRow != nil else { return nil }
            place.showsDetail = true
        }
        return Level(scene: scene, profileUserID: scene == .profile ? userID : nil, place: place)
    }

    /// A whole number from 1 to `limit`, or `nil`.
    private static func number(_ text: String, upTo limit: Int) -> Int? {
        guard text.count <= 10, let value = Int(text), value >= 1, value <= limit else { return nil }
        return value
    }
}

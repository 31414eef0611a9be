import BrowserKit

/// A random element tree as a value the property test can generate and print: built into an ``Element`` on the main
/// actor. Tags, keys, attributes and texts come from small sets, so that two trees share much and differ in places.
struct TreeSpec: Sendable, CustomStringConvertible {
    var tag: String
    var key: String?
    var attributes: [String: String]
    var text: String?
    var children: [TreeSpec]

    var description: String { HTML.render(wire) }

    /// The tree as the wire protocol's node (ids all 0: only for printing and comparing).
    var wire: WireNode {
        WireNode(
            id: 0, tag: tag, attrs: attributes, text: children.isEmpty ? (text ?? "") : nil,
            children: children.isEmpty ? nil : children.map(\.wire))
    }

    @MainActor
    var element: Element {
        Element(tag, key: key, attributes: attributes, text: text, children: children.map(\.element))
    }

    static let tags = ["div", "li", "span", "button", "ul"]
    static let texts = ["", "read 1", "read 2", "like", "<script>alert(1)</script>", "王小明", "a & b", "\"q\""]

    /// A random tree of depth at most `depth`, drawn from `random`.
    static func random(depth: Int, using random: inout SplitMix) -> TreeSpec {
        random.tree(depth: depth)
    }

    fileprivate static func make(depth: Int, using random: inout SplitMix) -> TreeSpec {
        var spec = TreeSpec(
            tag: tags[random.next(below: tags.count)], key: nil, attributes: [:], text: nil, children: [])
        if random.next(below: 3) == 0 { spec.attributes["class"] = ["row", "title", "x y"][random.next(below: 3)] }
        if random.next(below: 4) == 0 { spec.attributes["hidden"] = "" }
        if depth == 0 || random.next(below: 3) == 0 {
            spec.text = texts[random.next(below: texts.count)]
            return spec
        }
        let keyed = random.next(below: 2) == 0
        let count = random.next(below: 7)
        var keys = Array(0..<12).map { "k\($0)" }
        for _ in 0..<count {
            var child = make(depth: depth - 1, using: &random)
            if keyed {
                let index = random.next(below: keys.count)
                child.key = keys.remove(at: index)
            }
            spec.children.append(child)
        }
        return spec
    }

    /// This tree changed at random: children inserted, removed, moved and edited; texts, attributes and tags
    /// changed; text and children switched.
    func edited(depth: Int, using random: inout SplitMix) -> TreeSpec {
        var copy = self
        switch random.next(below: 10) {
        case 0: copy.tag = Self.tags[random.next(below: Self.tags.count)]
        case 1: copy.text = Self.texts[random.next(below: Self.texts.count)]
        case 2: copy.attributes["class"] = copy.attributes["class"] == nil ? "changed" : nil
        case 3 where depth > 0: copy.children = [Self.random(depth: depth - 1, using: &random)]
        case 4: copy.children = []
        default: break
        }
        guard !copy.children.isEmpty else { return copy }
        // Edit some children, then insert, remove and shuffle keyed ones.
        copy.children = copy.children.map { child in
            random.next(below: 3) == 0 ? child.edited(depth: max(0, depth - 1), using: &random) : child
        }
        if random.next(below: 3) == 0 {
            copy.children.remove(at: random.next(below: copy.children.count))
        }
        if random.next(below: 3) == 0, depth > 0 {
            var fresh = Self.random(depth: depth - 1, using: &random)
            let used = Set(copy.children.compactMap(\.key))
            fresh.key = copy.children.first?.key == nil ? nil : (0..<40).map { "n\($0)" }.first { !used.contains($0) }
            copy.children.insert(fresh, at: random.next(below: copy.children.count + 1))
        }
        if random.next(below: 3) == 0, copy.children.allSatisfy({ $0.key != nil }) {
            for index in copy.children.indices.reversed() {
                copy.children.swapAt(index, random.next(below: index + 1))
            }
        }
        return copy
    }
}

extension SplitMix {
    /// A random tree of depth at most `depth`.
    mutating func tree(depth: Int) -> TreeSpec {
        TreeSpec.make(depth: depth, using: &self)
    }
}

/// A small seeded generator: the property test draws one seed and builds everything from it.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(max(1, bound)))
    }
}

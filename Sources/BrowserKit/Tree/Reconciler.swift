/// Keeps what a tab shows as a tree of ``MountedNode``s and turns each new render into the patches that bring the
/// page there: attributes and text in place, children matched by key (by position when unkeyed), so a one-row change
/// is that row's patch, and an inserted, removed or moved row is one patch.
@MainActor
public final class Reconciler {
    /// The tree the page has now, or `nil` before the first render.
    public private(set) var root: MountedNode?
    private var nodesByID: [Int: MountedNode] = [:]
    private var lastID = 0

    /// Creates a reconciler with nothing mounted.
    public init() {}

    /// Mounts `element` as the whole page, forgetting what was there: the page draws it from ``root``'s wire form.
    @discardableResult
    public func mount(_ element: Element) -> MountedNode {
        nodesByID.removeAll()
        let node = make(element)
        root = node
        return node
    }

    /// Brings the mounted tree to `element` and answers the patches that do the same to the page (none when they
    /// render the same). With nothing mounted yet it mounts `element` and answers no patches.
    public func update(to element: Element) -> [Patch] {
        guard let root else {
            mount(element)
            return []
        }
        var patches: [Patch] = []
        if root.tag != element.tag || root.key != element.key {
            let node = make(element)
            forget(root)
            self.root = node
            patches.append(.replace(id: root.id, node: node.wire))
        } else {
            reconcile(root, with: element, into: &patches)
        }
        return patches
    }

    /// The mounted element with `id`, if the page still shows it.
    public func node(withID id: Int) -> MountedNode? {
        nodesByID[id]
    }

    private func make(_ element: Element) -> MountedNode {
        lastID += 1
        let id = lastID
        let children = element.children.map(make)
        let node = MountedNode(id: id, element: element, children: children)
        nodesByID[id] = node
        return node
    }

    private func forget(_ node: MountedNode) {
        for each in node.subtree { nodesByID[each.id] = nil }
    }

    private func reconcile(_ node: MountedNode, with element: Element, into patches: inout [Patch]) {
        let attributes = element.renderedAttributes
        if attributes != node.attributes {
            for name in Set(attributes.keys).union(node.attributes.keys).sorted()
            where attributes[name] != node.attributes[name] {
                patches.append(.setAttribute(id: node.id, name: name, value: attributes[name]))
            }
            node.attributes = attributes
        }
        node.listeners = element.listeners
        if element.children.isEmpty {
            let text = element.text ?? ""
            if !node.children.isEmpty || (node.text ?? "") != text {
                for child in node.children { forget(child) }
                patches.append(.setText(id: node.id, text: text))
            }
            node.children = []
            node.text = element.text
            return
        }
        if !(node.text ?? "").isEmpty { patches.append(.setText(id: node.id, text: "")) }
        node.text = nil
        reconcileChildren(of: node, with: element.children, into: &patches)
    }

    private func reconcileChildren(of node: MountedNode, with elements: [Element], into patches: inout [Patch]) {
        let old = node.children
        var oldByKey: [String: MountedNode] = [:]
        for (index, child) in old.enumerated() { oldByKey[Self.identity(child.key, index)] = child }
        var reused: Set<Int> = []
        var created: Set<Int> = []
        var next: [MountedNode] = []
        for (index, element) in elements.enumerated() {
            if let match = oldByKey[Self.identity(element.key, index)], match.tag == element.tag,
                !reused.contains(match.id)
            {
                reused.insert(match.id)
                reconcile(match, with: element, into: &patches)
                next.append(match)
            } else {
                let fresh = make(element)
                created.insert(fresh.id)
                next.append(fresh)
            }
        }
        for child in old where !reused.contains(child.id) {
            patches.append(.remove(id: child.id))
            forget(child)
        }
        // Reused children whose old order is the longest increasing run stay put; every other child is moved or
        // inserted before the child that follows it, from the last to the first, so the fewest elements move.
        let oldIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
        let staying = Self.longestIncreasingRun(next.map { created.contains($0.id) ? nil : oldIndex[$0.id] })
        var current = old.map(\.id).filter(reused.contains)
        for index in next.indices.reversed() {
            let child = next[index]
            child.parent = node
            let isNew = created.contains(child.id)
            guard isNew || !staying.contains(index) else { continue }
            current.removeAll { $0 == child.id }
            let following = index + 1 < next.count ? current.firstIndex(of: next[index + 1].id) : nil
            let position = following ?? current.count
            patches.append(
                isNew
                    ? .insert(parent: node.id, index: position, node: child.wire)
                    : .move(id: child.id, parent: node.id, index: position))
            current.insert(child.id, at: position)
        }
        node.children = next
    }

    /// The positions of the longest strictly increasing run of `values` (nil values never belong to it).
    static func longestIncreasingRun(_ values: [Int?]) -> Set<Int> {
        var tails: [Int] = []
        var previous = Array(repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            guard let value else { continue }
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if let tail = values[tails[middle]], tail < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run: Set<Int> = []
        var position = tails.last ?? -1
        while position >= 0 {
            run.insert(position)
            position = previous[position]
        }
        return run
    }

    private static func identity(_ key: String?, _ index: Int) -> String {
        key.map { "k" + $0 } ?? "i\(index)"
    }
}

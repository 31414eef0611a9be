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
        var current = old.map(\.id).filter(reused.contains)
        for (index, child) in next.enumerated() {
            if created.contains(child.id) {
                patches.append(.insert(parent: node.id, index: index, node: child.wire))
                current.insert(child.id, at: index)
            } else if current[index] != child.id {
                patches.append(.move(id: child.id, parent: node.id, index: index))
                current.removeAll { $0 == child.id }
                current.insert(child.id, at: index)
            }
            child.parent = node
        }
        node.children = next
    }

    private static func identity(_ key: String?, _ index: Int) -> String {
        key.map { "k" + $0 } ?? "i\(index)"
    }
}

import Foundation

/// What a browser tab shows, rebuilt from the frames a ``Page`` sends — mount, patches, history — exactly as the
/// page's script applies them. The headless host reads it, and the toolkit's tests check the diff against it.
public final class PageMirror {
    /// The page's root element, once mounted.
    public private(set) var root: MirrorNode?
    /// The history entries pushed so far, the current one last.
    public private(set) var history: [String] = []
    /// The document's title.
    public private(set) var title = ""
    private var nodesByID: [Int: MirrorNode] = [:]

    /// Creates an empty tab.
    public init() {}

    private struct Frame: Decodable {
        var mount: WireNode?
        var patches: [Patch]?
        var url: String?
        var title: String?
        var replace: Bool?
    }

    /// Applies one frame the page sent.
    public func apply(frame text: String) throws(PageMirrorError) {
        let frame: Frame
        do {
            frame = try JSONDecoder().decode(Frame.self, from: Data(text.utf8))
        } catch {
            throw .badFrame(String(describing: error))
        }
        if let mount = frame.mount {
            mountRoot(mount)
        }
        try apply(frame.patches ?? [])
        if let url = frame.url {
            if frame.mount != nil || frame.replace == true, !history.isEmpty {
                history[history.count - 1] = url
            } else {
                history.append(url)
            }
        }
        if let title = frame.title { self.title = title }
    }

    /// Makes `node` the whole page.
    public func mountRoot(_ node: WireNode) {
        let mirror = MirrorNode(node)
        root = mirror
        nodesByID = Dictionary(uniqueKeysWithValues: mirror.subtree.map { ($0.id, $0) })
    }

    /// Applies patches in order, as the page's script does.
    public func apply(_ patches: [Patch]) throws(PageMirrorError) {
        for patch in patches { try apply(patch) }
    }

    /// The ids of the list rows (`role=option`) patches have touched since ``resetRowsDrawn()``: a row whose text,
    /// attributes or children changed, or a row inserted, moved or removed. The browser's count of rows redrawn.
    public private(set) var rowsDrawn: Set<Int> = []

    /// Starts counting ``rowsDrawn`` from none.
    public func resetRowsDrawn() {
        rowsDrawn = []
    }

    /// Counts the row `node` is in (or is), if any.
    private func noteRow(of node: MirrorNode) {
        var current: MirrorNode? = node
        while let each = current {
            if each.attributes["role"] == "option" {
                rowsDrawn.insert(each.id)
                return
            }
            current = each.parent
        }
    }

    /// The element with `id`, if the page has it.
    public func node(withID id: Int) -> MirrorNode? {
        nodesByID[id]
    }

    private func apply(_ patch: Patch) throws(PageMirrorError) {
        switch patch {
        case .setText(let id, let text):
            let node = try existing(id)
            noteRow(of: node)
            for child in node.children { forget(child) }
            node.children = []
            node.text = text
        case .setAttribute(let id, let name, let value):
            let node = try existing(id)
            noteRow(of: node)
            node.attributes[name] = value
        case .insert(let parentID, let index, let wire):
            let parent = try existing(parentID)
            guard index >= 0, index <= parent.children.count else { throw .badIndex(patch) }
            let node = MirrorNode(wire)
            node.parent = parent
            parent.children.insert(node, at: index)
            parent.text = ""
            for each in node.subtree { nodesByID[each.id] = each }
            noteRow(of: node)
        case .remove(let id):
            let node = try existing(id)
            noteRow(of: node)
            node.parent?.children.removeAll { $0 === node }
            forget(node)
        case .move(let id, let parentID, let index):
            let node = try existing(id)
            let parent = try existing(parentID)
            node.parent?.children.removeAll { $0 === node }
            guard index >= 0, index <= parent.children.count else { throw .badIndex(patch) }
            parent.children.insert(node, at: index)
            node.parent = parent
            noteRow(of: node)
        case .replace(let id, let wire):
            let node = try existing(id)
            let fresh = MirrorNode(wire)
            forget(node)
            for each in fresh.subtree { nodesByID[each.id] = each }
            if let parent = node.parent, let index = parent.children.firstIndex(where: { $0 === node }) {
                parent.children[index] = fresh
                fresh.parent = parent
                noteRow(of: fresh)
            } else {
                root = fresh
            }
        }
    }

    private func existing(_ id: Int) throws(PageMirrorError) -> MirrorNode {
        guard let node = nodesByID[id] else { throw .unknownID(id) }
        return node
    }

    private func forget(_ node: MirrorNode) {
        for each in node.subtree { nodesByID[each.id] = nil }
    }
}

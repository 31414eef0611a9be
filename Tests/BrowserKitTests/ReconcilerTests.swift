import BrowserKit
import Foundation
import Testing

/// What a user of the page notices of the diff: a change to one row of a long list is that row's patch, and costs a
/// small part of sending the list again.
@MainActor
@Suite("Reconciler")
struct ReconcilerTests {
    private func list(_ counts: [Int], order: [Int]? = nil) -> Element {
        let rows = (order ?? Array(counts.indices)).map { index in
            Element(
                "li", key: "row\(index)",
                children: [Element.text("Item \(index)", className: "title"), Element.text("read \(counts[index])")])
        }
        return Element("ul", children: rows)
    }

    @Test("a one-row change in 100 rows is one text patch, under 10% of the list's bytes")
    func oneRowChange() throws {
        // Given 100 rows on the page
        var counts = Array(repeating: 1, count: 100)
        let reconciler = Reconciler()
        let mount = try JSONEncoder().encode(reconciler.mount(list(counts)).wire)

        // When one row's count changes
        counts[42] = 2
        let patches = reconciler.update(to: list(counts))

        // Then one text patch goes, a small part of the whole list
        #expect(patches.count == 1)
        guard case .setText(_, let text) = patches.first else {
            Issue.record("expected a text patch, got \(patches)")
            return
        }
        #expect(text == "read 2")
        let sent = try JSONEncoder().encode(patches)
        #expect(Double(sent.count) < 0.1 * Double(mount.count))
    }

    @Test("inserting, removing and swapping keyed rows are one insert, one remove and at most two moves")
    func keyedChanges() {
        let reconciler = Reconciler()
        let counts = Array(repeating: 1, count: 50)
        reconciler.mount(list(counts, order: Array(1..<50)))

        let inserted = reconciler.update(to: list(counts, order: Array(0..<50)))
        #expect(inserted.count == 1)
        #expect(inserted.allSatisfy { if case .insert = $0 { true } else { false } })

        let removed = reconciler.update(to: list(counts, order: Array(0..<49)))
        #expect(removed.count == 1)
        #expect(removed.allSatisfy { if case .remove = $0 { true } else { false } })

        var order = Array(0..<49)
        order.swapAt(3, 40)
        let swapped = reconciler.update(to: list(counts, order: order))
        #expect(!swapped.isEmpty && swapped.count <= 2)
        #expect(swapped.allSatisfy { if case .move = $0 { true } else { false } })
    }

    @Test("user text is escaped in HTML: a blog titled <script> shows as text")
    func escaping() {
        #expect(
            HTML.escape(#"<script>alert("x")&'</script>"#)
                == "&lt;script&gt;alert(&quot;x&quot;)&amp;&#39;&lt;/script&gt;")
        let node = Reconciler().mount(
            Element("li", attributes: ["title": #""><img src=x>"#], children: [Element.text("<script>")]))
        let html = HTML.render(node.wire)
        #expect(html.contains("&lt;script&gt;"))
        #expect(!html.contains("<script>"))
        #expect(html.contains(#"title="&quot;&gt;&lt;img src=x&gt;""#))
    }

    @Test("a first response's markup keeps to the script's rules: no script element, no on… attribute")
    func inlineKeepsToTheScriptsRules() {
        // Given a tree with a script element and attributes that could run code, beside plain text and attributes
        let node = Reconciler().mount(
            Element(
                "li", attributes: ["onclick": "x()", "ONLOAD": "y()", "title": "<b>", "data-x": "1"],
                children: [Element("script", text: "alert(1)"), Element.text("<i>kept</i>")]))

        // When it is written for a page's first response
        let html = HTML.inline(node.wire)

        // Then the script and the on… attributes are gone, the rest is kept and escaped
        #expect(!html.contains("script") && !html.contains("alert"))
        #expect(!html.contains("onclick") && !html.lowercased().contains("onload"), "\(html)")
        #expect(html.contains(#"title="&lt;b&gt;""#) && html.contains(#"data-x="1""#))
        #expect(html.contains("&lt;i&gt;kept&lt;/i&gt;"))
    }

    @Test("the page's events are read strictly: anything else is refused with a reason")
    func events() throws {
        #expect(try PageEvent(json: #"{"e":"click","id":3}"#) == .click(id: 3))
        #expect(try PageEvent(json: #"{"e":"input","id":3,"value":"bo"}"#) == .input(id: 3, value: "bo"))
        #expect(try PageEvent(json: #"{"e":"key","key":"ArrowUp"}"#) == .key("ArrowUp"))
        #expect(try PageEvent(json: #"{"e":"nav","path":"/mvp/news"}"#) == .navigate(path: "/mvp/news"))
        #expect(throws: PageEventError.malformed("not an event object")) { try PageEvent(json: "not json") }
        #expect(throws: PageEventError.unknownEvent("drop")) { try PageEvent(json: #"{"e":"drop"}"#) }
        #expect(throws: PageEventError.malformed("click without id")) { try PageEvent(json: #"{"e":"click"}"#) }
        #expect(throws: PageEventError.malformed("nav without a path")) {
            try PageEvent(json: #"{"e":"nav","path":"http://evil.example/"}"#)
        }
        #expect(throws: PageEventError.malformed("not an event object")) {
            try PageEvent(json: #"{"e":"click","id":1e400}"#)
        }
    }

    @Test("patches survive the wire: encoded and decoded, they are the same")
    func patchesRoundTrip() throws {
        let node = WireNode(id: 7, tag: "li", attrs: ["class": "row"], text: "a", children: nil)
        let patches: [Patch] = [
            .setText(id: 1, text: "x"), .setAttribute(id: 2, name: "hidden", value: nil),
            .setAttribute(id: 2, name: "class", value: "y"), .insert(parent: 3, index: 0, node: node), .remove(id: 4),
            .move(id: 5, parent: 3, index: 2), .replace(id: 6, node: node),
        ]
        let decoded = try JSONDecoder().decode([Patch].self, from: JSONEncoder().encode(patches))
        #expect(decoded == patches)
    }
}

/// A list row reloaded by its owner keeps its place in the page: the page gets what changed in it.
@MainActor
@Suite("Table view")
struct TableViewTests {
    private final class Rows: TableViewDataSource {
        var counts = Array(repeating: 1, count: 30)
        func numberOfRows(in tableView: TableView) -> Int { counts.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(Row.self, for: indexPath)
            cell.text = "read \(counts[indexPath.row])"
            return cell
        }
    }

    private final class Row: TableViewCell {
        var text = ""
        override func render() -> Element { Element.text(text) }
    }

    @Test("reloading one row sends one text patch, not a new row")
    func reloadedRowIsPatchedInPlace() {
        // Given a list of 30 rows on the page
        let rows = Rows()
        let table = TableView(label: "Rows")
        table.dataSource = rows
        let reconciler = Reconciler()
        reconciler.mount(table.render())

        // When row 5's item changes and the owner reloads that row
        rows.counts[4] = 2
        table.reloadRows(at: [IndexPath(row: 4)])

        // Then the page gets the row's new text, and nothing else
        #expect(Self.onlyText(reconciler.update(to: table.render())) == "read 2")
    }

    @Test("a snapshot that reloads one item sends one text patch, not a new row")
    func reloadedItemIsPatchedInPlace() {
        // Given a diffable list of 30 items on the page
        var counts = Dictionary(uniqueKeysWithValues: (0..<30).map { ($0, 1) })
        let table = TableView(label: "Rows")
        let source = TableViewDiffableDataSource<Int>(tableView: table) { tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(Row.self, for: indexPath)
            cell.text = "read \(counts[id] ?? 0)"
            return cell
        }
        source.apply(DataSourceSnapshot(Array(0..<30)))
        let reconciler = Reconciler()
        reconciler.mount(table.render())

        // When item 4 changes and a snapshot reloads it
        counts[4] = 2
        var snapshot = DataSourceSnapshot(Array(0..<30))
        snapshot.reloadItems([4])
        source.apply(snapshot)

        // Then the page gets the row's new text, and nothing else
        #expect(Self.onlyText(reconciler.update(to: table.render())) == "read 2")
    }

    /// The text of the one patch in `patches`, if they are exactly one text patch.
    private static func onlyText(_ patches: [Patch]) -> String? {
        guard patches.count == 1, case .setText(_, let text) = patches.first else {
            Issue.record("expected one text patch, got \(patches)")
            return nil
        }
        return text
    }
}

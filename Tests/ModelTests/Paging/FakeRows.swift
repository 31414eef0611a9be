import Model
import ServiceFakes

/// A row of a list under test: an id and a number the server can change.
struct Row: ListItem, Hashable {
    /// Rows load in pages of this size.
    typealias Source = Int
    typealias Action = RowAction

    var id: Int
    var value: Int
}

/// What a test can ask of one row: each style of action once.
enum RowAction: ListAction {
    /// Server-confirmed: the server adds 1 and the row shows its value.
    case bump
    /// Optimistic: the row shows the value at once and the server saves it.
    case set(Int)
    /// Removal: the server deletes the row, then it leaves the list.
    case delete

    var style: ListActionStyle {
        switch self {
        case .bump: .confirmed
        case .set: .optimistic
        case .delete: .removal
        }
    }

    func change(_ row: inout Row) {
        if case .set(let value) = self { row.value = value }
    }

    func confirm(_ row: inout Row, with saved: Row) {
        row.value = saved.value
    }
}

/// A server of rows for ``PagedList`` tests: pages of its rows, item requests, all recorded; its ``control`` fails
/// or holds the next call.
actor FakeRows {
    /// The rows it holds, with the values it has saved.
    private(set) var rows: [Row]
    /// The offset of every page asked for, in order.
    private(set) var pageOffsets: [Int] = []
    /// Every value saved, in order, as (row id, value).
    private(set) var saves: [Int] = []

    nonisolated let control = CallControl()

    init(count: Int) {
        rows = (0..<count).map { Row(id: $0 + 1, value: 0) }
    }

    func replaceRows(with rows: [Row]) {
        self.rows = rows
    }

    /// One page of `size` rows from `offset`; more follow when the page is full.
    func page(from offset: Int, size: Int) async throws(APIError) -> PageBatch<Row> {
        pageOffsets.append(offset)
        try await control.answer()
        let items = Array(rows.dropFirst(offset).prefix(size))
        return PageBatch(items: items, hasMore: items.count == size)
    }

    /// Adds 1 to row `id` on the server; answers the row.
    func bump(_ id: Int) async throws(APIError) -> Row {
        try await control.answer()
        guard let index = rows.firstIndex(where: { $0.id == id }) else { throw .sample(status: 404, "no row \(id)") }
        rows[index].value += 1
        return rows[index]
    }

    /// Saves `value` for row `id`; answers the saved row.
    func save(_ value: Int, for id: Int) async throws(APIError) -> Row {
        saves.append(value)
        try await control.answer()
        guard let index = rows.firstIndex(where: { $0.id == id }) else { throw .sample(status: 404, "no row \(id)") }
        rows[index].value = value
        return rows[index]
    }

    /// Deletes row `id`; answers the row as it was.
    func delete(_ row: Row) async throws(APIError) -> Row {
        try await control.answer()
        rows.removeAll { $0.id == row.id }
        return row
    }

    /// A list of these rows in pages of `size`, its actions sent here.
    @MainActor
    func list(size: Int = 20) -> PagedList<Row> {
        PagedList(
            source: size,
            service: ListService(
                fetch: { size, offset throws(APIError) in try await self.page(from: offset, size: size) },
                perform: { action, row throws(APIError) in
                    switch action {
                    case .bump: try await self.bump(row.id)
                    case .set: try await self.save(row.value, for: row.id)
                    case .delete: try await self.delete(row)
                    }
                }))
    }
}

/// Records every change a list publishes.
@MainActor
final class ChangeLog {
    private(set) var changes: [ListChange] = []

    init<Item>(_ list: PagedList<Item>) {
        list.onChange = { [weak self] in self?.changes.append($0) }
    }

    init(_ playlist: VoicePlaylist) {
        playlist.onChange = { [weak self] in self?.changes.append($0) }
    }

    func forget() { changes.removeAll() }
}

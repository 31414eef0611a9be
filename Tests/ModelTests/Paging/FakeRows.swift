import Model
import ServiceFakes

/// A row of a list under test: an id and a number the server can change.
struct Row: Identifiable, Hashable, Sendable {
    var id: Int
    var value: Int
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

    /// Adds 1 to row `id` on the server; answers its new value.
    func bump(_ id: Int) async throws(APIError) -> Int {
        try await control.answer()
        guard let index = rows.firstIndex(where: { $0.id == id }) else { throw .sample(status: 404, "no row \(id)") }
        rows[index].value += 1
        return rows[index].value
    }

    /// Saves `value` for row `id`; answers the saved row.
    func save(_ value: Int, for id: Int) async throws(APIError) -> Row {
        saves.append(value)
        try await control.answer()
        guard let index = rows.firstIndex(where: { $0.id == id }) else { throw .sample(status: 404, "no row \(id)") }
        rows[index].value = value
        return rows[index]
    }

    /// Deletes row `id`.
    func delete(_ id: Int) async throws(APIError) {
        try await control.answer()
        rows.removeAll { $0.id == id }
    }

    /// A fetch of pages of `size`.
    nonisolated func fetch(size: Int = 20) -> PagedList<Row>.Fetch {
        { offset throws(APIError) in try await self.page(from: offset, size: size) }
    }
}

extension ItemRequest where Item == Row, Answer == Int {
    /// Bumps the row on the server and shows the value the server answers.
    static func bump(on rows: FakeRows) -> ItemRequest {
        ItemRequest(send: { row throws(APIError) in try await rows.bump(row.id) }, apply: { $0.value = $1 })
    }
}

extension OptimisticEdit where Item == Row, Answer == Row {
    /// Sets the row's value to `value` at once and saves it.
    static func set(_ value: Int, on rows: FakeRows) -> OptimisticEdit {
        OptimisticEdit(
            change: { $0.value = value },
            save: { row throws(APIError) in try await rows.save(row.value, for: row.id) },
            confirm: { row, saved in row = saved })
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

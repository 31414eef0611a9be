import Model
import ServiceFakes
import Testing

@Suite("UserSearch: the search field's text and the list it asks for")
struct UserSearchTests {
    @Test("each keystroke that changes the query asks for that list")
    func keystrokesSwitchTheSource() {
        // Given an empty search
        var search = UserSearch()
        #expect(search.source == .everyone(matching: ""))
        // When the user types `a`, then `al`
        let first = search.textChanged(to: "a")
        let second = search.textChanged(to: "al")
        // Then each asks for the users matching its text
        #expect(first == .everyone(matching: "a"))
        #expect(second == .everyone(matching: "al"))
    }

    @Test("the query trims whitespace at either end; the field keeps the text as typed")
    func queryIsTrimmed() {
        // Given `al` asked
        var search = UserSearch()
        _ = search.textChanged(to: "al")
        // When a space is typed after it
        let again = search.textChanged(to: "al ")
        // Then nothing new is asked, and the field keeps the space
        #expect(again == nil)
        #expect(search.text == "al ")
        #expect(search.query == "al")
        // And a space inside the text is part of the query; whitespace alone asks for everyone
        #expect(search.textChanged(to: "al c") == .everyone(matching: "al c"))
        #expect(search.textChanged(to: "  \t") == .everyone(matching: ""))
        #expect(UserSearch.query(for: " 王小明 ") == "王小明")
    }

    @Test("whitespace typed into an empty field asks nothing new; clearing a query asks for everyone")
    func clearingAsksForEveryone() {
        var search = UserSearch()
        #expect(search.textChanged(to: " ") == nil)
        _ = search.textChanged(to: "bob")
        #expect(search.textChanged(to: "") == .everyone(matching: ""))
    }

    @Test("the field holds at most 100 characters, wide ones counting one each")
    func maximumLength() {
        // Given a search
        var search = UserSearch()
        // When 101 Chinese characters are put in
        let source = search.textChanged(to: String(repeating: "王", count: 101))
        // Then it keeps the first 100, and asks for those
        #expect(UserSearch.maximumLength == 100)
        #expect(search.text == String(repeating: "王", count: 100))
        #expect(source == .everyone(matching: search.text))
        #expect(UserSearch(text: String(repeating: "a", count: 150)).text.count == 100)
        #expect(UserSearch.query(for: String(repeating: "b", count: 101)).count == 100)
    }
}

/// Discover's list under search, as Model's pure ``ListMachine``: each new query is a source switch, and the
/// machine's request ids decide which answer shows.
@Suite("Discover's list under search: the machine drops late answers")
struct UserSearchListTests {
    typealias Machine = ListMachine<User>

    private static func answer(_ ids: [Int]) -> Result<PageBatch<User>, APIError> {
        .success(PageBatch(items: User.samples.filter { ids.contains($0.id) }, hasMore: false))
    }

    @Test("a late answer to an earlier keystroke is dropped; the latest query's answer shows")
    func staleAnswerIsDropped() {
        // Given Discover loaded with everyone
        var list = Machine(source: UserListKind.discover.source(viewerID: User.sampleViewerID))
        list.handle(.reloadAsked)
        list.handle(.pageAnswered(ListRequest(1), Self.answer([1, 2, 3, 4, 5, 6])))
        var search = UserSearch()
        // When the user types `a`, then `ar` before `a` answers
        let first = list.handle(.sourceSwitched(search.textChanged(to: "a") ?? search.source))
        let second = list.handle(.sourceSwitched(search.textChanged(to: "ar") ?? search.source))
        // Then each asks for its query, and the second stops the first
        #expect(first.commands == [.fetch(ListRequest(2), from: .everyone(matching: "a"), offset: 0)])
        #expect(
            second.commands == [
                .cancel(ListRequest(2)), .fetch(ListRequest(3), from: .everyone(matching: "ar"), offset: 0),
            ])
        #expect(list.isLoading)
        // When the answer to `a` arrives late
        let late = list.handle(.pageAnswered(ListRequest(2), Self.answer([1, 3, 4, 6])))
        // Then nothing changes: everyone is still shown, and the list still waits
        #expect(late == Machine.Step())
        #expect(list.items.map(\.id) == [1, 2, 3, 4, 5, 6])
        #expect(list.isLoading)
        // When the answer to `ar` arrives
        let latest = list.handle(.pageAnswered(ListRequest(3), Self.answer([2, 3, 6])))
        // Then it shows, and Loading… ends
        #expect(latest.changes == [.reloaded, .loadingChanged(false)])
        #expect(list.items.map(\.id) == [2, 3, 6])
    }

    @Test("an empty query lists everyone, through the same fetch")
    func emptyQueryListsEveryone() async throws {
        // Given a service of six users and a list filtered to `bob`
        let service = FakeUserService()
        let filtered = try await UserSource.everyone(matching: "bob").fetch(using: service)
        // When the query is cleared, or is only whitespace
        let cleared = try await UserSource.everyone(matching: "").fetch(using: service)
        let blank = try await UserSource.everyone(matching: "  ").fetch(using: service)
        // Then everyone is listed, and the blank query was asked as empty
        #expect(filtered.items.map(\.displayName) == ["Bob Martin"])
        #expect(cleared.items.map(\.id) == [1, 2, 3, 4, 5, 6])
        #expect(blank.items.map(\.id) == [1, 2, 3, 4, 5, 6])
        #expect(await service.queries == ["bob", "", ""])
    }
}

import Model
import Testing

@Suite("UserSearch: the search field's query and which answer shows")
struct UserSearchTests {
    @Test("each keystroke that changes the query asks for it, with a newer request id")
    func keystrokesIssueRequests() throws {
        // Given an empty search
        var search = UserSearch()
        // When the user types `a`, then `al`
        let first = try #require(search.textChanged(to: "a") as UserSearch.Request?)
        let second = try #require(search.textChanged(to: "al") as UserSearch.Request?)
        // Then each asks for its text, the second newer than the first
        #expect(first.query == "a")
        #expect(second.query == "al")
        #expect(second.id > first.id)
        #expect(search.latestRequest == second)
        #expect(search.isSearching)
    }

    @Test("a late answer to an earlier keystroke is dropped; the latest one shows, once")
    func staleAnswerIsDropped() throws {
        // Given `a` then `al` typed, both requests in flight
        var search = UserSearch()
        let early = try #require(search.textChanged(to: "a") as UserSearch.Request?)
        let latest = try #require(search.textChanged(to: "al") as UserSearch.Request?)
        // When the answer to `a` arrives after `al` was asked
        let earlyShown = search.accepts(early)
        // Then it is not shown and the search still waits
        #expect(!earlyShown)
        #expect(search.isSearching)
        // When the answer to `al` arrives
        let latestShown = search.accepts(latest)
        // Then it shows, and the search waits for nothing more
        #expect(latestShown)
        #expect(!search.isSearching)
        // And the same answer again, or the early one even later, changes nothing
        let again = search.accepts(latest)
        let later = search.accepts(early)
        #expect(!again && !later)
        #expect(search.latestRequest == latest)
    }

    @Test("the request trims whitespace at either end; the field keeps the text as typed")
    func queryIsTrimmed() throws {
        // Given `al` asked
        var search = UserSearch()
        let asked = try #require(search.textChanged(to: "al") as UserSearch.Request?)
        // When a space is typed after it
        let again = search.textChanged(to: "al ")
        // Then nothing new is asked, the field keeps the space, and the answer to `al` still shows
        #expect(again == nil)
        #expect(search.text == "al ")
        #expect(search.query == "al")
        let shown = search.accepts(asked)
        #expect(shown)
        // And a space inside the text is part of the query; whitespace alone asks for everyone
        let inner = search.textChanged(to: "al c")
        let blank = search.textChanged(to: "  \t")
        #expect(inner?.query == "al c")
        #expect(blank?.query == "")
        #expect(UserSearch.query(for: " 王小明 ") == "王小明")
    }

    @Test("clearing the field asks for everyone: the empty query")
    func clearingAsksForEveryone() {
        var search = UserSearch()
        _ = search.textChanged(to: "bob")
        let cleared = search.textChanged(to: "")
        #expect(cleared?.query == "")
    }

    @Test("the field holds at most 100 characters, wide ones counting one each")
    func maximumLength() {
        // Given a search
        var search = UserSearch()
        // When 101 Chinese characters are put in
        let request = search.textChanged(to: String(repeating: "王", count: 101))
        // Then it keeps the first 100, and asks for those
        #expect(UserSearch.maximumLength == 100)
        #expect(search.text == String(repeating: "王", count: 100))
        #expect(request?.query == search.text)
        #expect(UserSearch.clipped("abc") == "abc")
    }

    @Test("reload asks again for the same query; an answer to the request before it is then stale")
    func reload() throws {
        // Given `bob` asked
        var search = UserSearch()
        let before = try #require(search.textChanged(to: "bob") as UserSearch.Request?)
        // When the list is pulled to refresh
        let again = search.reload()
        // Then the same query is asked with a newer id, and only its answer shows
        #expect(again.query == "bob")
        #expect(again.id > before.id)
        let staleShown = search.accepts(before)
        let freshShown = search.accepts(again)
        #expect(!staleShown)
        #expect(freshShown)
    }

    @Test("the first load goes through the search too: whitespace typed first then asks nothing new")
    func firstLoadThenWhitespace() {
        var search = UserSearch()
        let first = search.reload()
        let space = search.textChanged(to: " ")
        #expect(first.query == "")
        #expect(space == nil)
    }
}

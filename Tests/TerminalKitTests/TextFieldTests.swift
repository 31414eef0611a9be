import Testing

@testable import TerminalKit

@MainActor
@Suite("TextField: typing, editing keys, wide characters, cursor, scrolling")
struct TextFieldTests {
    /// A screen with `field` on its first row and a button titled `below` on the third, the field focused.
    private func host(_ field: TextField, width: Int = 20) -> HeadlessHost {
        let screen = ViewController()
        field.frame = Rect(x: 0, y: 0, width: width, height: 1)
        screen.view.addSubview(field)
        let below = Button(title: "below")
        below.frame = Rect(x: 0, y: 2, width: 9, height: 1)
        below.accessibilityIdentifier = "below"
        screen.view.addSubview(below)
        let host = HeadlessHost(size: Size(width: 30, height: 4), rootViewController: screen)
        field.becomeFocused()
        host.render()
        return host
    }

    /// Moves the focus off the field, to the button below it.
    private func focusButton(_ host: HeadlessHost) {
        host.application.window.allDescendants.first { $0.accessibilityIdentifier == "below" }?.becomeFocused()
        host.render()
    }

    private func send(_ host: HeadlessHost, _ keys: Key...) {
        for key in keys { host.send(key) }
    }

    /// The columns of row 0 drawn inverse: where the cursor shows.
    private func cursorColumns(_ host: HeadlessHost) -> [Int] {
        let screen = host.screen
        return (0..<screen.size.width).filter { screen[$0, 0].style.inverse }
    }

    @Test("typed characters and spaces show in the field and each edit is reported with the new text")
    func typing() {
        // Given a focused, empty field
        let field = TextField(placeholder: "Search users")
        var reported: [String] = []
        field.onTextChange = { reported.append($0) }
        let host = host(field)
        // When `al`, a space and `c` are typed
        send(host, .character("a"), .character("l"), .space, .character("c"))
        // Then the field shows them, the cursor after them, and each keystroke was one edit
        #expect(host.screen.lines[0] == "al c")
        #expect(reported == ["a", "al", "al ", "al c"])
        #expect(field.cursorPosition == 4)
        #expect(cursorColumns(host) == [4])
    }

    @Test("the placeholder shows, dim, while the field is empty; the text replaces it")
    func placeholder() {
        // Given an empty field that is not focused
        let field = TextField(placeholder: "Search users")
        let host = host(field)
        focusButton(host)
        #expect(host.screen.lines[0] == "Search users")
        #expect(host.screen[0, 0].style.dim)
        #expect(cursorColumns(host).isEmpty)
        // When text is set from code
        field.text = "bob"
        // Then the text shows instead, not dim
        #expect(host.screen.lines[0] == "bob")
        #expect(!host.screen[0, 0].style.dim)
    }

    @Test("setting the text from code does not report an edit; the cursor goes to the end")
    func textFromCode() {
        let field = TextField()
        var reported: [String] = []
        field.onTextChange = { reported.append($0) }
        let host = host(field)
        field.text = "王小明"
        #expect(reported.isEmpty)
        #expect(field.cursorPosition == 3)
        #expect(cursorColumns(host) == [6])
        // And a key after it edits from there
        send(host, .backspace)
        #expect(reported == ["王小"])
    }

    @Test("backspace, delete, left, right, home, end and ctrl-U edit where the cursor is")
    func editingKeys() {
        // Given `hello` typed
        let field = TextField()
        let host = host(field)
        for character in "hello" { host.send(.character(character)) }
        // When the cursor moves two left and backspace is pressed
        send(host, .left, .left, .backspace)
        // Then the character before the cursor goes
        #expect(field.text == "helo")
        #expect(field.cursorPosition == 2)
        // When delete is pressed: the character after it goes
        send(host, .delete)
        #expect(field.text == "heo")
        // Home then typing inserts at the start; end then typing appends
        send(host, .home, .character(">"), .end, .character("!"))
        #expect(field.text == ">heo!")
        // Left at the start and right at the end stay put, and are still the field's keys
        send(host, .home, .left)
        #expect(field.cursorPosition == 0)
        send(host, .end, .right, .right)
        #expect(field.cursorPosition == 5)
        #expect(field.isFocused)
        // Ctrl-U deletes everything before the cursor
        send(host, .left, .control("u"))
        #expect(field.text == "!")
        #expect(host.screen.lines[0] == "!")
    }

    @Test("wide characters count one step and two columns; a combining mark joins the character before it")
    func wideCharacters() {
        let field = TextField()
        let host = host(field)
        for character in "王小明" { host.send(.character(character)) }
        #expect(cursorColumns(host) == [6])
        send(host, .left)
        // The cursor covers the whole wide character under it
        #expect(cursorColumns(host) == [4, 5])
        send(host, .backspace)
        #expect(field.text == "王明")
        send(host, .end, .character("e"), .character("\u{301}"))
        #expect(field.text == "王明é")
        #expect(field.text.count == 3)
        send(host, .backspace)
        #expect(field.text == "王明")
    }

    @Test("text wider than the field scrolls to keep the cursor in view, and back when the cursor goes home")
    func scrolling() {
        // Given a field 6 columns wide
        let field = TextField()
        let host = host(field, width: 6)
        // When 8 characters are typed
        for character in "abcdefgh" { host.send(.character(character)) }
        // Then the end shows, with the cursor in the last column
        #expect(host.screen.lines[0] == "defgh")
        #expect(cursorColumns(host) == [5])
        // When the cursor goes home
        send(host, .home)
        // Then the start shows, the cursor on `a`
        #expect(host.screen.lines[0] == "abcdef")
        #expect(cursorColumns(host) == [0])
        // And wide characters never show cut in half at the edge
        field.text = "王小明王小明"
        send(host, .home, .right)
        #expect(host.screen.lines[0] == "王小明")
        send(host, .end)
        #expect(host.screen.lines[0] == "小明")
        #expect(cursorColumns(host) == [4])
    }

    @Test("at the maximum length more characters are swallowed, not typed and not passed on")
    func maximumLength() {
        // Given a field of at most 3 characters on a screen where `d` is a command
        let field = TextField(maxLength: 3)
        let host = host(field)
        var commands = 0
        host.rootViewController?.keyCommands = [KeyCommand(.character("d"), title: "do") { commands += 1 }]
        var reported: [String] = []
        field.onTextChange = { reported.append($0) }
        // When four characters are typed
        for character in "abcd" { host.send(.character(character)) }
        // Then three are kept, the fourth changes nothing and runs no command
        #expect(field.text == "abc")
        #expect(reported == ["a", "ab", "abc"])
        #expect(commands == 0)
        // And text set from code is cut too
        field.text = "王小明王"
        #expect(field.text == "王小明")
    }

    @Test("while the field has the focus a screen's letter keys are typed; esc, up and down still go up the chain")
    func focusTakesLetters() {
        // Given a screen whose `q` and esc are commands, and a focused field above a button
        let field = TextField()
        let host = host(field)
        var quits = 0
        var backs = 0
        host.rootViewController?.keyCommands = [
            KeyCommand(.character("q"), title: "quit") { quits += 1 },
            KeyCommand(.escape, title: "back") { backs += 1 },
        ]
        // When `q` is pressed
        host.send(.character("q"))
        // Then it is typed, not obeyed
        #expect(field.text == "q")
        #expect(quits == 0)
        // When esc is pressed: the screen gets it
        host.send(.escape)
        #expect(backs == 1)
        // When down is pressed the focus leaves the field; then `q` is the screen's again
        host.send(.down)
        #expect(!field.isFocused)
        host.send(.character("q"))
        #expect(quits == 1)
        #expect(field.text == "q")
    }

    @Test("a disabled field draws dim, takes no focus and no keys")
    func disabled() {
        let field = TextField(text: "bob")
        let host = host(field)
        field.isEnabled = false
        host.render()
        #expect(!field.isFocused)
        #expect(!field.handleKey(.character("x")))
        #expect(field.text == "bob")
        #expect(host.screen[0, 0].style.dim)
    }

    @Test("headless `type` focuses the screen's only text field and types into it key by key")
    func headlessType() throws {
        // Given a field that does not have the focus
        let field = TextField()
        var reported: [String] = []
        field.onTextChange = { reported.append($0) }
        let host = host(field)
        focusButton(host)
        #expect(!field.isFocused)
        // When text is typed
        try host.type("李 雷")
        // Then the field has the focus and the text, one edit per character
        #expect(field.isFocused)
        #expect(field.text == "李 雷")
        #expect(reported == ["李", "李 ", "李 雷"])
    }

    @Test("headless `type` with no text field, or several and none focused, says so")
    func headlessTypeErrors() throws {
        // Given a screen with no text field
        let host = HeadlessHost(size: Size(width: 20, height: 4), rootViewController: ViewController())
        #expect(throws: HeadlessError.noTextField) { try host.type("x") }
        // Given two fields, neither focused: the focus is on a button
        let first = TextField()
        let second = TextField()
        let button = Button(title: "ok")
        let screen = ViewController()
        for (row, view) in [first, second, button].enumerated() {
            view.frame = Rect(x: 0, y: row, width: 10, height: 1)
            screen.view.addSubview(view)
        }
        let two = HeadlessHost(size: Size(width: 20, height: 4), rootViewController: screen)
        button.becomeFocused()
        #expect(throws: HeadlessError.severalTextFields(count: 2)) { try two.type("x") }
        // When one has the focus, typing goes there
        second.becomeFocused()
        try two.type("x")
        #expect(second.text == "x")
        #expect(first.text.isEmpty)
    }
}

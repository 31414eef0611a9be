/// A one-line text input — the toolkit's `UITextField`: ``text``, a ``placeholder``, a ``maxLength``, and
/// ``onTextChange`` (UIKit's `.editingChanged`) on every edit the user makes.
///
/// While focused it takes every printable key, so letters a screen or the app binds (`q`, `a`, `?`) are typed, not
/// obeyed; esc, enter, tab, up and down still go up the responder chain (back, focus to the next control).
/// Editing keys: backspace, delete, left, right, home, end (ctrl-A, ctrl-E), ctrl-U (delete to the start). The
/// cursor shows as an inverse cell while focused; text wider than the field scrolls to keep the cursor in view, CJK
/// characters counting two columns. A headless `type TEXT` types into it key by key.
///
/// Setting ``text`` from code does not call ``onTextChange`` (as in UIKit), so a two-way binding does not echo.
@MainActor
open class TextField: Control {
    private var editor: EditableText
    /// The first character shown (the field scrolls to keep the cursor in view).
    private var firstVisible = 0

    /// The text. Setting it (cut to ``maxLength``) puts the cursor at the end and does not call ``onTextChange``.
    public var text: String {
        get { editor.text }
        set {
            guard newValue != editor.text else { return }
            editor.replace(with: newValue)
            setNeedsDisplay()
        }
    }

    /// What shows, dim, while the text is empty.
    public var placeholder: String {
        didSet { if placeholder != oldValue { setNeedsDisplay() } }
    }

    /// The most characters the text may hold, or `nil` for no limit; keys typed beyond it are swallowed.
    public var maxLength: Int? {
        get { editor.maxLength }
        set {
            editor.maxLength = newValue
            setNeedsDisplay()
        }
    }

    /// How many characters lie before the cursor.
    public var cursorPosition: Int { editor.cursor }

    /// The style of the text and of the field's empty cells (underlined, so the field shows where it is).
    public var style = Style(underline: true) {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// Called with the new text after each edit the user makes (not when ``text`` is set from code).
    public var onTextChange: (@MainActor (String) -> Void)?
    private var actions: [@MainActor (String) -> Void] = []

    /// Creates a field holding `text`, showing `placeholder` while empty.
    public init(text: String = "", placeholder: String = "", maxLength: Int? = nil) {
        editor = EditableText(text, maxLength: maxLength)
        self.placeholder = placeholder
        super.init(frame: Rect(x: 0, y: 0, width: max(1, placeholder.displayWidth + 1), height: 1))
    }

    /// Adds a handler called with the new text after each edit the user makes, after ``onTextChange``.
    public func addAction(_ handler: @escaping @MainActor (String) -> Void) {
        actions.append(handler)
    }

    /// Inserts `string` at the cursor as if typed (control characters dropped, cut at ``maxLength``), then tells
    /// ``onTextChange`` if the text changed.
    public func insertText(_ string: String) {
        edit { $0.insert(string) }
    }

    /// Deletes the character before the cursor as backspace does, then tells ``onTextChange`` if there was one.
    public func deleteBackward() {
        edit { $0.deleteBackward() }
    }

    /// Printable characters and space are typed; the editing keys edit; every other key goes on up the chain.
    /// A disabled field takes no key.
    open override func handleKey(_ key: Key) -> Bool {
        guard isEnabled else { return false }
        switch key {
        case .character(let character): insertText(String(character))
        case .space: insertText(" ")
        case .backspace: deleteBackward()
        case .delete: edit { $0.deleteForward() }
        case .control("u"): edit { $0.deleteToStart() }
        case .left: moveCursor { $0.moveCursor(by: -1) }
        case .right: moveCursor { $0.moveCursor(by: 1) }
        case .home, .control("a"): moveCursor { $0.moveCursor(toEnd: false) }
        case .end, .control("e"): moveCursor { $0.moveCursor(toEnd: true) }
        default: return false
        }
        return true
    }

    private func edit(_ change: (inout EditableText) -> Bool) {
        guard isEnabled, change(&editor) else { return }
        setNeedsDisplay()
        let text = editor.text
        onTextChange?(text)
        for action in actions {
            action(text)
        }
    }

    private func moveCursor(_ move: (inout EditableText) -> Bool) {
        if move(&editor) { setNeedsDisplay() }
    }

    /// One row, as wide as offered (a field fills the room a stack view gives it).
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: max(1, size.width), height: 1)
    }

    /// The characters shown now, from the first one in view, as they fit in `width` columns; what ``draw(in:)``
    /// draws and tests read.
    public func visibleText(width: Int) -> String {
        firstVisible = editor.firstVisibleCharacter(from: firstVisible, width: width)
        var shown = ""
        var used = 0
        for character in editor.text.dropFirst(firstVisible) {
            let columns = DisplayWidth.of(character)
            guard used + columns <= width else { break }
            shown.append(character)
            used += columns
        }
        return shown
    }

    /// The column of the cursor within `width` columns (after ``visibleText(width:)`` scrolled).
    public func cursorColumn(width: Int) -> Int {
        let shown = visibleText(width: width)
        return DisplayWidth.of(shown.prefix(editor.cursor - firstVisible))
    }

    /// Draws the text (or the dim placeholder when empty) over underlined cells, and the cursor while focused.
    open override func draw(in context: DrawContext) {
        super.draw(in: context)
        let width = context.size.width
        guard width > 0, context.size.height > 0 else { return }
        var look = style
        if !isEnabled { look.dim = true }
        context.fill(Rect(x: 0, y: 0, width: width, height: 1), style: look)
        if editor.text.isEmpty {
            var dim = look
            dim.dim = true
            context.draw(placeholder.truncated(toWidth: width), at: .zero, style: dim)
            if isFocused { drawCursor(in: context, over: placeholder.first.map(String.init) ?? " ", at: 0, look) }
            return
        }
        let shown = visibleText(width: width)
        context.draw(shown, at: .zero, style: look)
        guard isFocused else { return }
        let before = shown.prefix(editor.cursor - firstVisible)
        let under = shown.dropFirst(before.count).first.map(String.init) ?? " "
        drawCursor(in: context, over: under, at: DisplayWidth.of(before), look)
    }

    private func drawCursor(in context: DrawContext, over text: String, at column: Int, _ look: Style) {
        var cursor = look
        cursor.inverse.toggle()
        cursor.dim = false
        context.draw(text.displayWidth > 0 ? text : " ", at: Point(x: column, y: 0), style: cursor)
    }
}

/// Key `?` in the browser: what each key does on a scene's page, and the server the tab talks to.
enum KeyHelpLines {
    /// One line per key, then the server.
    static func lines(serverURL: String) -> [String] {
        [
            "↑ ↓  move in the list",
            "enter  open or press the selected row",
            "tab  the next button; enter or space presses it",
            "page up on the first row  refresh",
            "↓ on the last row, or More  the next page, where the list pages",
            "esc  back",
            "a  the same place in the next architecture",
            "c  the code behind this scene",
            "?  these keys",
            "server  \(serverURL)",
        ]
    }
}

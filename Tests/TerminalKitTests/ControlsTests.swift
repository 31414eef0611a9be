import Testing

@testable import TerminalKit

@MainActor
@Suite("Controls and layout: labels, images, stacks, redraw")
struct ControlsTests {
    func host(_ views: [View]) -> HeadlessHost {
        let screen = ViewController()
        for view in views { screen.view.addSubview(view) }
        return HeadlessHost(size: Size(width: 30, height: 6), rootViewController: screen)
    }

    @Test("a label truncates by display width with an ellipsis and aligns its text")
    func label() {
        let long = Label(text: "新闻标题非常非常长的一行", frame: Rect(x: 0, y: 0, width: 9, height: 1))
        let centered = Label(text: "mid", frame: Rect(x: 0, y: 1, width: 9, height: 1))
        centered.alignment = .center
        let right = Label(text: "end", frame: Rect(x: 0, y: 2, width: 9, height: 1))
        right.alignment = .right
        let lines = host([long, centered, right]).screen.lines
        #expect(lines[0] == "新闻标题…")
        #expect(lines[1] == "   mid")
        #expect(lines[2] == "      end")
    }

    @Test("a multi-line label wraps into its height")
    func multiline() {
        let label = Label(text: "one two three four five", frame: Rect(x: 0, y: 0, width: 9, height: 2))
        label.numberOfLines = 0
        #expect(host([label]).screen.lines.prefix(2) == ["one two", "three…"])
    }

    @Test("an image view is an honest placeholder naming where the image comes from")
    func image() {
        let line = ImageView(url: "https://img.example.com/covers/7.jpg", frame: Rect(x: 0, y: 0, width: 30, height: 1))
        let boxed = ImageView(url: nil, frame: Rect(x: 0, y: 1, width: 14, height: 3))
        let lines = host([line, boxed]).screen.lines
        #expect(lines[0] == "▣ img.example.com/…/7.jpg")
        #expect(lines[1] == "┌────────────┐")
        #expect(lines[2] == "│ ▣ no image │")
    }

    @Test("an image view redraws its caption when its address or its width changes")
    func imageChanges() {
        // Given a placeholder drawn once
        let image = ImageView(url: "https://img.example.com/a.jpg", frame: Rect(x: 0, y: 0, width: 30, height: 1))
        let host = host([image])
        #expect(host.screen.lines[0] == "▣ img.example.com/a.jpg")
        // When its address changes, then its width
        image.url = "https://cdn.example.org/covers/b.png"
        _ = host.render()
        #expect(host.screen.lines[0] == "▣ cdn.example.org/…/b.png")
        image.frame = Rect(x: 0, y: 0, width: 12, height: 1)
        _ = host.render()
        // Then each frame shows the caption of the address and width it has then
        #expect(host.screen.lines[0] == "▣ cdn.examp…")
    }

    @Test("a stack gives fixed and fitted views their size and shares the rest among flexible ones")
    func stack() {
        let stack = StackView(axis: .vertical, spacing: 1)
        let title = Label(text: "title")
        let body = View()
        let footer = View()
        let hidden = Label(text: "hidden")
        hidden.isHidden = true
        stack.addArrangedSubview(title)
        stack.addArrangedSubview(hidden)
        stack.addArrangedSubview(body, length: .flexible(weight: 2))
        stack.addArrangedSubview(footer, length: .flexible())
        stack.frame = Rect(x: 0, y: 0, width: 10, height: 12)
        let host = host([stack])
        _ = host.render()
        #expect(title.frame == Rect(x: 0, y: 0, width: 10, height: 1))
        #expect(body.frame == Rect(x: 0, y: 2, width: 10, height: 6))
        #expect(footer.frame == Rect(x: 0, y: 9, width: 10, height: 3))
    }

    @Test("a horizontal stack lays out buttons left to right")
    func horizontal() {
        let stack = StackView(
            axis: .horizontal, spacing: 1, arrangedSubviews: [Button(title: "-"), Button(title: "+")])
        stack.frame = Rect(x: 0, y: 0, width: 30, height: 1)
        #expect(host([stack]).screen.lines[0] == "[ - ] [ + ]")
    }

    @Test("a stack aligned to the centre gives each view its fitted width")
    func centred() {
        let stack = StackView(axis: .vertical, arrangedSubviews: [Label(text: "title"), Button(title: "ok")])
        stack.alignment = .center
        stack.frame = Rect(x: 0, y: 0, width: 11, height: 2)
        let host = host([stack])
        #expect(host.screen.lines.prefix(2) == ["   title", "  [ ok ]"])
    }

    @Test("nothing dirty, nothing drawn; a label change redraws only its own cells")
    func dirtyRegion() {
        let first = Label(text: "first", frame: Rect(x: 0, y: 0, width: 10, height: 1))
        let second = Label(text: "second", frame: Rect(x: 0, y: 1, width: 10, height: 1))
        let host = host([first, second])
        _ = host.render()
        #expect(!host.render())
        first.text = "1st"
        #expect(host.render())
        #expect(host.screen.lines.prefix(2) == ["1st", "second"])
        second.isHidden = true
        #expect(host.screen.lines[1] == "")
    }

    @Test("a view controller lays out its root view's subviews in viewDidLayoutSubviews, again after a resize")
    func controllerLayout() {
        final class FooterScreen: ViewController {
            let footer = Label(text: "footer")
            override func viewDidLoad() { view.addSubview(footer) }
            override func viewDidLayoutSubviews() {
                footer.frame = Rect(x: 0, y: view.bounds.height - 1, width: view.bounds.width, height: 1)
            }
        }
        let host = HeadlessHost(size: Size(width: 20, height: 5), rootViewController: FooterScreen())
        #expect(host.screen.lines[4] == "footer")
        host.application.resize(to: Size(width: 20, height: 3))
        #expect(host.screen.lines == ["", "", "footer"])
    }

    @Test("a resized window lays out again and redraws everything")
    func resize() {
        let label = Label(text: "hello")
        label.fillsSuperview = true
        let host = host([label])
        host.application.resize(to: Size(width: 3, height: 2))
        #expect(host.screen.lines == ["he…", ""])
    }
}

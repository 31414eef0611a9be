/// Writes elements as HTML text, every user string escaped: what the headless host snapshots and what a page built
/// from the wire protocol's nodes shows.
public enum HTML {
    private static let voidTags: Set<String> = ["input", "br", "hr", "img", "meta", "link"]

    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references, safe in text and in a quoted
    /// attribute value.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// The HTML of a wire node and its subtree, attributes in name order; with `ids`, each element carries its
    /// `data-id`. Children are indented one level per depth, so a snapshot reads as the page's structure.
    public static func render(_ node: WireNode, ids: Bool = false, depth: Int = 0) -> String {
        let indent = String(repeating: "  ", count: depth)
        let children = node.children ?? []
        guard !children.isEmpty, !voidTags.contains(node.tag) else { return indent + element(node, ids: ids) }
        let inner = children.map { render($0, ids: ids, depth: depth + 1) }.joined(separator: "\n")
        return indent + opening(node, ids: ids) + "\n" + inner + "\n" + indent + "</\(node.tag)>"
    }

    /// The HTML of a wire node and its subtree with no space between elements: the markup a page's script would
    /// build from the node, for a page's first response. It keeps to the script's rules: an element whose tag is not
    /// a plain lowercase name, or is `script`, is left out with what it holds, and so is an attribute whose name is
    /// not a plain name or starts with `on`.
    public static func inline(_ node: WireNode) -> String {
        element(node, ids: false, strict: true)
    }

    private static func element(_ node: WireNode, ids: Bool, strict: Bool = false) -> String {
        if strict, !isPlainName(node.tag) || node.tag == "script" { return "" }
        let opening = opening(node, ids: ids, strict: strict)
        if voidTags.contains(node.tag) { return opening }
        let inner =
            node.children.map { $0.map { element($0, ids: ids, strict: strict) }.joined() } ?? escape(node.text ?? "")
        return opening + inner + "</\(node.tag)>"
    }

    private static func opening(_ node: WireNode, ids: Bool, strict: Bool = false) -> String {
        var attributes = node.attrs
        if ids { attributes["data-id"] = String(node.id) }
        if strict {
            attributes = attributes.filter { name, _ in isPlainName(name) && !name.lowercased().hasPrefix("on") }
        }
        return "<" + node.tag
            + attributes.keys.sorted().map { name in
                let value = attributes[name] ?? ""
                return value.isEmpty ? " \(name)" : " \(name)=\"\(escape(value))\""
            }.joined() + ">"
    }

    /// Whether `name` is a lowercase letter followed by lowercase letters, digits and dashes.
    private static func isPlainName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}

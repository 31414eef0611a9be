extension View {
    /// Whether this view has the keyboard focus.
    public var isFocused: Bool {
        guard let application = window?.application else { return false }
        return application.focusedView === self
    }

    /// Whether the focus lies in this view or inside it.
    public var containsFocus: Bool {
        guard let focused = window?.application?.focusedView else { return false }
        return focused.isDescendant(of: self)
    }

    /// Moves the keyboard focus here; answers whether it moved (the view must be focusable and on screen).
    @discardableResult
    public func becomeFocused() -> Bool {
        guard let application = window?.application else { return false }
        return application.focus(self)
    }

    /// The focusable views of this subtree that show on screen, in reading order (top to bottom, left to right).
    public var focusableDescendants: [View] {
        allDescendants
            .filter { $0.canBecomeFocused && $0.isVisibleOnScreen }
            .sorted(by: View.readingOrder)
    }

    /// Orders views as a reader meets them: by the top row on screen, then by the left column.
    public static func readingOrder(_ lhs: View, _ rhs: View) -> Bool {
        let left = lhs.visibleRectInWindow
        let right = rhs.visibleRectInWindow
        return (left.minY, left.minX) < (right.minY, right.minX)
    }
}

/// A view the user acts on — the toolkit's `UIControl`: buttons and segmented controls.
@MainActor
open class Control: View {
    /// Disabled controls draw dim, take no focus and ignore taps.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            setNeedsDisplay()
            if !isEnabled { window?.application?.focusedViewMayHaveGone() }
        }
    }

    /// Enabled controls take focus.
    open override var canBecomeFocused: Bool { isEnabled }

    /// The titled parts a tap can activate (the whole button; each segment of a segmented control).
    open var tapTargets: [TapTarget] { [] }
}

extension Application {
    /// Marks that a frame is needed; with a live backend attached, one is rendered on the next main-actor turn.
    public func setNeedsRender() {
        needsRender = true
        guard backend != nil, !renderScheduled else { return }
        renderScheduled = true
        Task { @MainActor [weak self] in
            self?.renderScheduled = false
            self?.presentFrame()
        }
    }

    /// Renders a frame if anything is dirty: lays out, then redraws the dirty part of the screen. Answers whether
    /// it rendered.
    @discardableResult
    public func render() -> Bool {
        guard needsRender else { return false }
        needsRender = false
        showPendingPresentations()
        for _ in 0..<4 where hasPendingLayout(window) {
            window.layoutIfNeeded()
        }
        validateFocus()
        window.layoutIfNeeded()
        let region = window.takeDirtyRegion()
        needsRender = false
        guard !region.isEmpty else { return false }
        if screen.size != window.frame.size {
            screen = Screen(size: window.frame.size)
        }
        let canvas = Canvas(screen: screen)
        for rect in region {
            let clip = rect.intersection(window.bounds)
            let context = DrawContext(canvas: canvas, origin: .zero, clip: clip, size: window.frame.size)
            window.drawHierarchy(in: context)
        }
        screen = canvas.screen
        statistics.rowsRedrawn += canvas.rowsDrawn.count
        statistics.framesRendered += 1
        return true
    }

    /// Renders and hands the frame to the backend, if one is attached.
    func presentFrame() {
        render()
        guard let backend, presentedScreen != screen else { return }
        backend.present(screen, previous: presentedScreen)
        presentedScreen = screen
    }

    /// Shows controllers that were presented while their presenter was not on screen yet.
    private func showPendingPresentations() {
        var presenter = rootViewController
        while let current = presenter, let presented = current.presentedViewController {
            if presented.viewIfLoaded?.window !== window {
                presented.beginAppearanceTransition(true)
                window.addSubview(presented.view)
                window.setNeedsLayout()
                presented.endAppearanceTransition()
                focusedViewMayHaveGone()
            }
            presenter = presented
        }
    }

    private func hasPendingLayout(_ view: View) -> Bool {
        if view.isHidden { return false }
        if view.needsLayout { return true }
        return view.subviews.contains { hasPendingLayout($0) }
    }

    /// Runs the application on a terminal backend until ``quit()``: see ``TerminalBackend`` for the contract.
    public func run(on backend: any TerminalBackend) async throws {
        resize(to: backend.size)
        try backend.start { [weak self] event in self?.handle(event) }
        self.backend = backend
        presentedScreen = nil
        window.markAllDirty()
        presentFrame()
        await withCheckedContinuation { continuation in
            quitContinuation = continuation
        }
        backend.stop()
        self.backend = nil
    }

    /// Ends ``run(on:)`` (restoring the terminal) and calls ``onQuit``.
    public func quit() {
        let continuation = quitContinuation
        quitContinuation = nil
        continuation?.resume()
        onQuit?()
    }
}

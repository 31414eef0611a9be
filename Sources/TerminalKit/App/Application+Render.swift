extension Application {
    /// Marks that a frame is needed; with a live backend attached, one is rendered on the next main-actor turn (or
    /// right after the batch of events being handled, see ``handle(_:)-([TerminalEvent])``).
    public func setNeedsRender() {
        needsRender = true
        guard backend != nil, !renderScheduled, !isHandlingBatch else { return }
        renderScheduled = true
        Task { @MainActor [weak self] in
            self?.renderScheduled = false
            self?.presentFrame()
        }
    }

    /// Renders a frame if anything is dirty: lays out, moves the rows a table scrolled, then redraws the dirty part
    /// of the screen in place. Answers whether it rendered.
    @discardableResult
    public func render() -> Bool {
        guard needsRender else { return false }
        needsRender = false
        showPendingPresentations()
        for _ in 0..<4 where window.hasPendingLayout {
            window.layoutIfNeeded()
        }
        if let afterLayout {
            afterLayout()
            showPendingPresentations()
            window.layoutIfNeeded()
        }
        validateFocus()
        window.layoutIfNeeded()
        var (moves, region) = window.takeDamage()
        needsRender = false
        if canvas.screen.size != window.frame.size {
            canvas.screen = Screen(size: window.frame.size)
            (moves, region) = ([], [window.bounds])
        }
        guard !region.isEmpty || !moves.isEmpty else { return false }
        for move in moves {
            canvas.screen.moveRows(move.rows, by: move.offset)
        }
        for rect in region {
            let clip = rect.intersection(window.bounds)
            let context = DrawContext(canvas: canvas, origin: .zero, clip: clip, size: window.frame.size)
            window.drawHierarchy(in: context)
        }
        statistics.rowsRedrawn += canvas.rowsDrawn.count
        canvas.rowsDrawn.removeAll(keepingCapacity: true)
        statistics.framesRendered += 1
        return true
    }

    /// Renders and hands the frame to the backend, if one is attached.
    func presentFrame() {
        guard let backend else {
            render()
            return
        }
        presentFrame(to: backend)
    }

    /// Renders a frame and hands what changed since the last one to `backend`: what ``run(on:)`` does for every
    /// frame, public so a recording backend (in a test or a benchmark) can see the same bytes a terminal would.
    public func presentFrame(to backend: any TerminalBackend) {
        render()
        let changes = canvas.screen.takeChanges()
        guard var presented = presentedScreen, presented.size == screen.size else {
            backend.present(screen, previous: nil, changes: changes)
            presentedScreen = Screen(copying: screen)
            return
        }
        presentedScreen = nil  // `presented` is now the only owner of its cells: the update below is in place
        if !changes.isEmpty {
            backend.present(screen, previous: presented, changes: changes)
            for scroll in changes.scrolls {
                presented.moveRows(scroll.rows, by: scroll.offset)
            }
            for y in 0..<changes.height where changes.wasDrawn(y) {
                presented.copyRow(y, from: screen)
            }
        }
        presentedScreen = presented
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

    /// Runs the application on a terminal backend until ``quit()``: see ``TerminalBackend`` for the contract.
    public func run(on backend: any TerminalBackend) async throws {
        resize(to: backend.size)
        try backend.startDeliveringBatches(to: { [weak self] events in self?.handle(events) })
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

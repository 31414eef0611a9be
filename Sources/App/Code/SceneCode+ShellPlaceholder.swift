extension SceneCode {
    /// The shell's own files — the navigation, the home menu, the overlays and key `c` itself — as the home menu's
    /// `c` shows them. A stand-in listing with its counts until the generated code table lists the shell.
    static var shellPlaceholder: SceneCode {
        SceneCode(
            shellFiles: [
                File("Sources/App/Shell/AppError.swift", 11),
                File("Sources/App/Shell/AppShell.swift", 190),
                File("Sources/App/Shell/CodeOverlayController.swift", 139),
                File("Sources/App/Shell/HomeViewController.swift", 44),
                File("Sources/App/Shell/KeyHelp.swift", 54),
                File("Sources/App/Shell/LifetimeTracker.swift", 21),
                File("Sources/App/Shell/PlaceRestorer.swift", 69),
                File("Sources/App/Shell/ScenePlace+Views.swift", 36),
            ])
    }

    private init(shellFiles: [File]) {
        files = Layer.allCases.last.map { [$0: shellFiles] } ?? [:]
    }
}

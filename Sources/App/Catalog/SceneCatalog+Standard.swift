extension SceneCatalog {
    /// The app's scenes. Adding one: a case in ``SceneID``, a `SceneCatalog+<Scene>.swift` whose `register<Scene>()`
    /// calls ``register(_:_:factory:)`` once per variant (handing over the presenter or view model it builds, so the
    /// leak test watches it), and a line here.
    public static var standard: SceneCatalog {
        var catalog = SceneCatalog()
        catalog.registerPrint()
        catalog.registerCounter()
        catalog.registerNews()
        catalog.registerProfile()
        catalog.registerFollow()
        catalog.registerVoice()
        catalog.registerTEA()
        catalog.registerVIPER()
        return catalog
    }
}

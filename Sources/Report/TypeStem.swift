/// A file's type name split into its stem and its kind: `UserCellPresenter.swift` is `UserCell`, a main logic type;
/// `ProfileViewController.swift` is `Profile`, a view controller. `mvx diff` pairs files of one stem.
struct TypeStem: Equatable, Sendable {
    /// What the type is, as its name's suffix says.
    enum Kind: Equatable, Sendable {
        /// A presenter, view model, state or business model: the scene's logic proper.
        case main
        /// What the logic talks through: a view protocol or delegate.
        case interface
        /// VIPER's contract: the protocols between view, presenter, interactor and router, both ways.
        case contract
        /// What the view sends TEA's update: a message (the input MVP's view protocol is not).
        case message
        /// What does the work outside: an interactor or effect runner.
        case effects
        /// A command for that work, TEA's effect value.
        case command
        /// A view controller.
        case controller
        /// A table helper of a view controller.
        case helper
        /// A cell or cell helper.
        case cell
        /// A VIPER router.
        case router
        /// An extension file (`NewsItem+Display.swift`): paired by its whole name only.
        case `extension`
        /// Anything else.
        case other
    }

    /// The name without the suffix of its kind and a "before" variant's prefix (`Massive`, `Seed`).
    let stem: String
    /// Its kind.
    let kind: Kind

    /// The suffixes, longest first where one ends another, with the kind each names.
    private static let suffixes: [(String, Kind)] = [
        ("ViewController", .controller), ("TableViewHelper", .helper), ("TableHelper", .helper),
        ("CellHelper", .cell), ("RowCell", .cell), ("Cell", .cell), ("ViewModel", .main), ("Presenter", .main),
        ("State", .main), ("ModelDelegate", .interface), ("Model", .main), ("Content", .main),
        ("Delegate", .interface), ("View", .interface), ("Contract", .contract), ("SceneMessage", .message),
        ("Message", .message), ("EffectRunner", .effects), ("Effect", .command), ("Interactor", .effects),
        ("Router", .router),
    ]

    /// The stem of `fileName` (`ProfilePresenter.swift`).
    init(fileName: String) {
        let name = fileName.hasSuffix(".swift") ? String(fileName.dropLast(".swift".count)) : fileName
        guard !name.contains("+") else {
            (stem, kind) = (name, .extension)
            return
        }
        var base = name
        for prefix in ["Massive", "Seed"] where base.hasPrefix(prefix) && base.count > prefix.count {
            base = String(base.dropFirst(prefix.count))
        }
        for (suffix, kind) in Self.suffixes where base.hasSuffix(suffix) && base.count > suffix.count {
            (stem, self.kind) = (String(base.dropLast(suffix.count)), kind)
            return
        }
        (stem, kind) = (base, .other)
    }
}

extension TypeStem.Kind {
    /// Whether a file of this kind and one of `other`, of one stem, do the same job in two architectures: a logic
    /// type and the one doing the work (MVC's business model, TEA's state, VIPER's interactor), a view protocol
    /// or TEA's message and VIPER's contract, a controller and a table helper — never an input against an output,
    /// such as TEA's message against MVP's view protocol.
    func pairs(with other: Self) -> Bool {
        let pairs: [Set<Self>] = [
            [.main, .effects], [.interface, .contract], [.message, .contract], [.message, .command],
            [.controller, .helper],
        ]
        return self == other || pairs.contains([self, other])
    }
}

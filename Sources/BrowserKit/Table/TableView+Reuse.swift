import Foundation

extension TableView {
    /// Registers the class to create cells from for `identifier`.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// Registers `cellClass` under its own type name (for ``dequeueReusableCell(_:for:)``).
    public func register<Cell: TableViewCell>(_ cellClass: Cell.Type) {
        register(cellClass, forCellReuseIdentifier: String(describing: cellClass))
    }

    /// A new cell of class `Cell`, registered on first use: typed, so no cast is needed.
    public func dequeueReusableCell<Cell: TableViewCell>(_ cellClass: Cell.Type, for indexPath: IndexPath) -> Cell {
        let identifier = String(describing: cellClass)
        if registrations[identifier] == nil { register(cellClass) }
        return Cell(reuseIdentifier: identifier)
    }

    /// A new cell of the class registered for `identifier` (registering it first is required, as in UIKit). The page
    /// keeps a row's cell while the row shows, so there is nothing to recycle: each call makes one.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard let cellClass = registrations[identifier] else {
            preconditionFailure(
                "TableView: no cell class registered for \"\(identifier)\"; call register(_:forCellReuseIdentifier:)")
        }
        return cellClass.init(reuseIdentifier: identifier)
    }
}

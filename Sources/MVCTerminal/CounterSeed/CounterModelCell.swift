import Model
import SceneViews

/// A Counter row that is handed its counter, as seed 004's cells are (`cell.model = model`): it reads the name and
/// the number off the model itself. The view now knows the Model, which is what the seed's MVP takes away.
@MainActor
final class CounterModelCell: CounterCell {
    /// The counter this row shows; setting it redraws the row.
    var model: Counter? {
        didSet {
            guard let model else { return }
            let row = CounterRow(counter: model)
            show(name: row.name, number: row.number)
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        model = nil
    }
}

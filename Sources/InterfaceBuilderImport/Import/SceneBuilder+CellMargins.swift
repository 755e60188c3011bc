import StackLayout

extension SceneBuilder {
    /// The layout margins UIKit (iOS 11 and later) gives a table view cell's content view:
    /// 11 at the top and bottom, and at the sides the table's margin (the system's side margin
    /// of the screen, `SimulatedScreen.sideMargin`) less the content view's distance from the
    /// cell's edge (an accessory or an indentation moves it in), never below UIView's 8.
    static let cellContentVerticalMargin: Double = 11

    /// Gives every table view cell content view without margins in the file the margins UIKit
    /// gives it (see `cellContentVerticalMargin`), and returns their ids: the table sets them,
    /// so `preservesSuperviewLayoutMargins` does not apply to them. Files saved before Xcode 9
    /// (iOS 10 and earlier) keep UIView's 8 on every side.
    mutating func applyTableCellContentMargins(canvas: Size) -> Set<String> {
        var assigned = Set<String>()
        guard context.screen.savedByXcode(since: SimulatedScreen.firstXcode9) else { return assigned }
        let side = context.screen.sideMargin(canvasWidth: canvas.width)
        for id in order {
            guard let record = records[id], record.element.name == "tableViewCellContentView",
                  (try? record.element.layoutMargins()).flatMap({ $0 }) == nil,
                  let content = record.storedFrame, let cell = record.parent.flatMap({ records[$0]?.storedFrame })
            else { continue }
            let minimum = EdgeInsets.defaultMargins.leading
            records[id]!.properties.layoutMargins = EdgeInsets(
                top: Self.cellContentVerticalMargin, leading: max(minimum, side - content.x),
                bottom: Self.cellContentVerticalMargin, trailing: max(minimum, side - (cell.width - content.maxX)))
            assigned.insert(id)
        }
        return assigned
    }
}

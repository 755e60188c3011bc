import StackLayout

/// Table view cells' margins: read from `context` (the screen), written into `views`.
extension SceneBuilder {
    /// The layout margins UIKit (iOS 11 and later) gives a table view cell's content view:
    /// 11 at the top and bottom, and at the sides the table's margin (the system's side margin
    /// of the screen, `SimulatedScreen.sideMargin`) less the content view's distance from the
    /// cell's edge (an accessory or an indentation moves it in), never below UIView's 8.
    static let cellContentVerticalMargin: Double = 11

    /// Gives every table view cell content view without margins in the file the margins UIKit
    /// gives it (see `cellContentVerticalMargin`), and returns their ids: the table sets them,
    /// so `preservesSuperviewLayoutMargins` does not apply to them. A content view with margins
    /// in the file that preserves its superview's takes the larger of its own and its cell's.
    /// The cells themselves get the table's side margin at their sides (UIView's 8 at the top
    /// and bottom). Xcode 11 drew a side margin of 15 on every screen. Files saved before Xcode 9
    /// (iOS 10 and earlier) keep UIView's 8 on every side.
    mutating func applyTableCellContentMargins(canvas: Size) -> Set<String> {
        var assigned = Set<String>()
        let screen = context.screen
        guard screen.savedByXcode(since: SimulatedScreen.firstXcode9) else { return assigned }
        let xcode11 = screen.savedByXcode(since: SimulatedScreen.firstXcode11) && !screen.savedByXcode(since: SimulatedScreen.firstXcode12)
        let side = xcode11 ? Self.xcode11CellSideMargin : screen.sideMargin(canvasWidth: canvas.width)
        let minimum = EdgeInsets.defaultMargins.leading
        for id in views.order {
            guard let record = views.records[id], record.element.name == "tableViewCell",
                  (try? record.element.layoutMargins()).flatMap({ $0 }) == nil
            else { continue }
            views.records[id]!.properties.layoutMargins = EdgeInsets(top: minimum, leading: side, bottom: minimum, trailing: side)
        }
        for id in views.order {
            guard let record = views.records[id], record.element.name == "tableViewCellContentView",
                  let content = record.storedFrame, let cell = record.parent.flatMap({ views.records[$0]?.storedFrame })
            else { continue }
            let cellMargins = EdgeInsets(
                top: Self.cellContentVerticalMargin, leading: max(minimum, side - content.x),
                bottom: Self.cellContentVerticalMargin, trailing: max(minimum, side - (cell.width - content.maxX)))
            if (try? record.element.layoutMargins()).flatMap({ $0 }) == nil {
                views.records[id]!.properties.layoutMargins = cellMargins
            } else if record.element.flag("preservesSuperviewLayoutMargins") {
                views.records[id]!.properties.layoutMargins = record.properties.layoutMargins.atLeast(cellMargins)
            } else {
                continue
            }
            assigned.insert(id)
        }
        return assigned
    }

    /// The side margin of cells and their content views in files saved by Xcode 11.
    static let xcode11CellSideMargin: Double = 15
}

import StackDocument
import StackLayout

/// A freeform xib root's safe area: reads `controller` and `context`, changes nothing.
extension SceneBuilder {
    /// The safe area of a xib's top-level view that Interface Builder simulates at a size of its
    /// own (`<freeformSimulatedSizeMetrics>`) and that has a safe-area layout guide: the view
    /// sits at the top-left corner of the design device's screen, so it gets the part of the
    /// screen's insets it overlaps (`overlap(of:with:screen:)`): the status bar at its top, and
    /// the home indicator only if it reaches the bottom of the screen. Nil for any other root
    /// (a view controller's view fills the screen; a top-level view without a safe-area guide,
    /// laid out before safe areas, takes the screen's insets whole).
    func freeformSafeArea(of root: ViewRecord, canvas: Size, screenInsets: EdgeInsets) -> EdgeInsets? {
        guard controller.id == nil,
              root.element.elements.contains(where: { $0.name == "freeformSimulatedSizeMetrics" }),
              root.element.elements.contains(where: { $0.name == "viewLayoutGuide" && $0[attribute: "key"] == "safeArea" }),
              let screen = DeviceTraits.screenSize(of: context.device, orientation: context.orientation)
        else { return nil }
        return Self.overlap(of: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height), with: screenInsets, screen: screen)
    }
}

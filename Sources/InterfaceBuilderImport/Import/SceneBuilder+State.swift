// The values a `SceneBuilder` builds one scene in, beside the file's `FileContext` and the
// warnings: each says who builds it and who reads it.

/// The view controller whose view is a scene's root (storyboards). Set by the importer
/// (`InterfaceBuilderImporter`, `readControllerGuides`) before the scene's views are read, and
/// only read after: by the root's name, its safe area and bars (`makeScene`,
/// `defaultSafeArea`, `freeformSafeArea`), the fallback-screen warning and
/// `bindControllerGuides`. Empty for a xib's top-level view or a view in a scene's dock.
struct SceneController {
    /// The controller's id, which the file's bars are keyed by.
    var id: String?
    /// The controller's title (`ViewNaming.title`), the root's name when it has none of its own.
    var title: String?
    /// The controller's top / bottom layout guides (id, is bottom), bound to the root once it is
    /// known (`bindControllerGuides`).
    var pendingGuides: [(String, Bool)] = []
}

/// The views of a scene being built. `addView` adds each view as it is read (in file order,
/// parents first) and records the masks of its variations; `makeScene` and its passes then
/// complete their properties (safe area, margins, kept frames) and read them into the document,
/// its constraints (`readConstraints`, baseline spacing) and its stored frames (`StaleFrames`).
struct SceneViews {
    /// Every view read, by id.
    var records: [String: SceneBuilder.ViewRecord] = [:]
    /// The ids of `records` in file order (a view before its subviews).
    var order: [String] = []
    /// The root view's id, once the scene's views are read.
    var rootID = ""
    /// Whether each constraint or subview id masked by a variation is installed for the device,
    /// from the masks of the views read so far.
    var masks: MaskDecisions
}

/// What a scene's constraints are read from, gathered while its views are read
/// (`readGuidesAndConstraints`, `bindControllerGuides`) and read once they all are, by
/// `readConstraints`.
struct SceneConstraintInputs {
    /// The items a constraint may name, by id: views and layout guides.
    var items: [String: ConstraintItem] = [:]
    /// `<constraint>` elements with the view whose `<constraints>` holds them, in file order.
    var elements: [(element: XMLElement, owner: String)] = []
}

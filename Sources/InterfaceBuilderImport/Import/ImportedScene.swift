import StackDocument
import StackLayout

/// The two Interface Builder file kinds for iOS.
public enum InterfaceBuilderFileKind: String, Hashable, Sendable {
    /// A `.storyboard`: scenes of view controllers.
    case storyboard
    /// A `.xib`: top-level views.
    case xib
}

/// A frame Interface Builder stored for a view, with the flags that say whether it can be trusted.
public struct StoredFrame: Hashable, Sendable {
    /// The view's id (the file's id, as in the document).
    public var id: String
    /// The Interface Builder element name (`stackView`, `label`, ...).
    public var className: String
    /// The view's custom class (`customClass="AvatarView"`), or `nil` when it has none.
    public var customClass: String?
    /// The frame in points, relative to the superview, as stored.
    public var frame: Rect
    /// The stored frame's alignment rectangle, which layout positions: the frame itself except
    /// for classes that draw beyond it (a switch, 2 points on its trailing side).
    public var alignmentFrame: Rect
    /// The frame in points, in the root's coordinates (scroll views at content offset zero).
    public var absoluteFrame: Rect
    /// `misplaced="YES"`: Xcode knew the stored frame was stale.
    public var misplaced: Bool
    /// `ambiguous="YES"`: Xcode picked an arbitrary frame.
    public var ambiguous: Bool
    /// The view itself is hidden (after size-class variations).
    public var hidden: Bool
    /// The view or one of its superviews is hidden: the stored frame means nothing.
    public var inHiddenSubtree: Bool
    /// An arranged subview of a misplaced or ambiguous stack: its stored frame is that stack's
    /// stale (or arbitrary) arrangement.
    public var arrangedByStaleStack: Bool
    /// The stored frames break a required constraint of the file that names this view, or this
    /// frame was placed from such a frame: stale although not flagged `misplaced`.
    public var contradictsRequiredConstraint: Bool
    /// Why the view's intrinsic height is its stored height (its natural height is not known from
    /// the file), or nil when it is measured or the view has none.
    public var heightStandIn: StoredSizeStandIn?
    /// The file stored a number out of range in the frame (read as 0): it means nothing.
    public var outOfRange: Bool

    /// A stored frame (the importer makes these).
    package init(
        id: String, className: String, customClass: String?, frame: Rect, alignmentFrame: Rect, absoluteFrame: Rect, misplaced: Bool,
        ambiguous: Bool, hidden: Bool, inHiddenSubtree: Bool, arrangedByStaleStack: Bool, contradictsRequiredConstraint: Bool = false,
        heightStandIn: StoredSizeStandIn? = nil, outOfRange: Bool = false
    ) {
        self.outOfRange = outOfRange
        self.heightStandIn = heightStandIn
        self.id = id
        self.className = className
        self.customClass = customClass
        self.frame = frame
        self.alignmentFrame = alignmentFrame
        self.absoluteFrame = absoluteFrame
        self.misplaced = misplaced
        self.ambiguous = ambiguous
        self.hidden = hidden
        self.inHiddenSubtree = inHiddenSubtree
        self.arrangedByStaleStack = arrangedByStaleStack
        self.contradictsRequiredConstraint = contradictsRequiredConstraint
    }
}

/// Why a view's stored height stands in for its intrinsic height: what the importer cannot
/// measure from the file (see `NaturalControlHeight`). Its size then matches the stored frame
/// by construction wherever nothing stretches it.
public enum StoredSizeStandIn: String, CaseIterable, Hashable, Sendable, Comparable {
    /// A label of several lines (`numberOfLines` other than 1): its height depends on how its
    /// text wraps, which needs glyph widths.
    case severalLines
    /// A font other than the system font: its metrics are not in the file.
    case customFont
    /// A label of a custom class, which sets its own font in code.
    case customClass
    /// A text view: its height depends on how its text wraps.
    case textView
    /// A button with an image, an attributed title, no title, a custom type or a configuration
    /// other than a plain title at the default size.
    case buttonContent
    /// A text field with a line or bezel border, or with a font taller than a rounded-rect border holds.
    case textFieldBorder
    /// A control whose size UIKit fixes but the importer does not model (segmented controls,
    /// steppers, page controls, search bars, activity indicators, switches).
    case control
    /// The file names no known design device, so there is no pixel grid to round text to.
    case noDevice

    /// The order of the cases.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Something in the file that changes layout but has no equivalent in a document, and was left out.
public struct ImportWarning: Hashable, Sendable, CustomStringConvertible {
    /// What was left out and why.
    public var message: String
    /// The 1-based line of the file where it is.
    public var line: Int

    /// A warning about line `line` (the importer makes these).
    package init(_ message: String, line: Int) {
        self.message = message
        self.line = line
    }

    /// `line N: message`.
    public var description: String { "line \(line): \(message)" }
}

/// One imported scene (storyboard) or top-level view (xib).
public struct ImportedScene: Sendable {
    /// The document, named as `InterfaceBuilderImporter.importFile` describes.
    public var document: Document
    /// The scene's own name, unique within the file (before any file prefix).
    public var sceneName: String
    /// The stored frame of every view of the document, depth first.
    public var storedFrames: [StoredFrame]
    /// What in this scene changes layout but was left out of the document.
    public var warnings: [ImportWarning]
    /// The storyboard scene's id (`<scene sceneID=...>`), which Interface Builder keeps while
    /// the scene lives; `nil` for a xib's top-level view.
    public var sceneID: String? = nil
}

/// Everything imported from one file.
public struct InterfaceBuilderFile: Sendable {
    /// Whether the file is a storyboard or a xib.
    public var kind: InterfaceBuilderFileKind
    /// The device the file was read for: the one it declares (`<device id=...>`), else the
    /// import options' fallback device; nil when neither names one.
    public var designDevice: DesignDevice?
    /// The design device's Interface Builder id (`retina6_12`), if there is one.
    public var device: String? { designDevice?.interfaceBuilderID }
    /// The imported scenes, in file order; their documents' names are unique.
    public var scenes: [ImportedScene]
    /// Warnings about the file as a whole (scenes skipped, elements without equivalent).
    public var warnings: [ImportWarning]
    /// Every arranged view of the file's stacks with a stored frame, imported or not, as the
    /// fidelity count takes them (`ArrangedViewCensus`); empty unless the import options
    /// ask for them (`InterfaceBuilderImportOptions.countsArrangedViews`).
    public var arrangedViews: [ArrangedView] = []
    /// How many views of the file no document holds (each named in a warning).
    public var leftOutViews = 0
}

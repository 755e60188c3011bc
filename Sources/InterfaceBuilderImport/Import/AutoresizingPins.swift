import StackLayout

/// The constraints that keep a view laid out by autoresizing where its mask puts it, as Auto
/// Layout translates an autoresizing mask: at its stored frame while the superview keeps its
/// stored size, and following the superview where the mask says so when it does not.
///
/// - A flexible width (`widthSizable`) with fixed margins keeps both margins: the view grows
///   with its superview. A flexible left margin alone (`flexibleMinX`) keeps the right margin
///   and the width: the view stays at the superview's right. The same holds vertically.
/// - Any other mask (the default, a flexible right or bottom margin, several flexible parts)
///   keeps the left and top margins and the size.
enum AutoresizingPins {
    /// A view's `<autoresizingMask key="autoresizingMask">` (none flexible when absent).
    struct Mask {
        var widthSizable = false, heightSizable = false
        var flexibleLeft = false, flexibleRight = false, flexibleTop = false, flexibleBottom = false

        init(of element: XMLElement) {
            guard let mask = element.element(named: "autoresizingMask", key: "autoresizingMask") else { return }
            widthSizable = mask.flag("widthSizable")
            heightSizable = mask.flag("heightSizable")
            flexibleLeft = mask.flag("flexibleMinX")
            flexibleRight = mask.flag("flexibleMaxX")
            flexibleTop = mask.flag("flexibleMinY")
            flexibleBottom = mask.flag("flexibleMaxY")
        }

        /// Grows with the superview between fixed margins on an axis.
        var stretchesHorizontally: Bool { widthSizable && !flexibleLeft && !flexibleRight }
        var stretchesVertically: Bool { heightSizable && !flexibleTop && !flexibleBottom }
        /// Keeps its distance to the superview's far edge on an axis.
        var keepsRight: Bool { flexibleLeft && !widthSizable && !flexibleRight }
        var keepsBottom: Bool { flexibleTop && !heightSizable && !flexibleBottom }

        /// Whether the view moves or grows when its superview's size changes.
        var followsSuperview: Bool { stretchesHorizontally || stretchesVertically || keepsRight || keepsBottom }
    }

    /// The required constraints for view `id` stored at `frame` in `parent`: `ID-autoresizing-x`,
    /// `-y`, `-width`, `-height`, and `-right` / `-bottom` where the mask keeps those margins
    /// (only when `parentSize`, the superview's stored size, is given).
    static func constraints(for id: String, frame: Rect, in parent: String, parentSize: Size?, mask: Mask) -> [LayoutConstraint] {
        func pin(_ suffix: String, _ attribute: LayoutAttribute, _ second: Anchor?, _ constant: Double) -> LayoutConstraint {
            LayoutConstraint(id: "\(id)-autoresizing-\(suffix)", first: Anchor(view: id, attribute: attribute), second: second, constant: constant)
        }
        func margin(_ suffix: String, _ attribute: LayoutAttribute, _ constant: Double) -> LayoutConstraint {
            LayoutConstraint(
                id: "\(id)-autoresizing-\(suffix)", first: Anchor(view: parent, attribute: attribute),
                second: Anchor(view: id, attribute: attribute), constant: constant)
        }
        var result: [LayoutConstraint] = []
        if let parentSize, mask.keepsRight {
            result.append(margin("right", .right, parentSize.width - frame.maxX))
        } else {
            result.append(pin("x", .left, Anchor(view: parent, attribute: .left), frame.x))
        }
        if let parentSize, mask.keepsBottom {
            result.append(margin("bottom", .bottom, parentSize.height - frame.maxY))
        } else {
            result.append(pin("y", .top, Anchor(view: parent, attribute: .top), frame.y))
        }
        if let parentSize, mask.stretchesHorizontally {
            result.append(margin("right", .right, parentSize.width - frame.maxX))
        } else {
            result.append(pin("width", .width, nil, frame.width))
        }
        if let parentSize, mask.stretchesVertically {
            result.append(margin("bottom", .bottom, parentSize.height - frame.maxY))
        } else {
            result.append(pin("height", .height, nil, frame.height))
        }
        return result
    }
}

import StackLayout

/// Small helpers to write scenes in tests.
enum Build {
    static func leaf(
        _ id: String, _ width: Double?, _ height: Double?, kind: ViewKind = .view,
        hugging: (Double, Double)? = nil, resistance: (Double, Double) = (750, 750),
        baseline: Baselines? = nil, hidden: Bool = false, frame: Rect? = nil
    ) -> LayoutView {
        LayoutView(
            id: id, kind: kind, hidden: hidden, intrinsicSize: IntrinsicSize(width: width, height: height), baseline: baseline,
            hugging: hugging.map { AxisPriorities(horizontal: $0.0, vertical: $0.1) },
            compressionResistance: AxisPriorities(horizontal: resistance.0, vertical: resistance.1), frame: frame)
    }

    static func stack(
        _ id: String, _ axis: Axis, _ distribution: Distribution = .fill, _ alignment: Alignment = .fill,
        spacing: Double = 0, items: [String], others: [String] = [], customSpacing: [String: Double] = [:],
        baselineRelative: Bool = false, marginsRelative: Bool = false, margins: EdgeInsets = .defaultMargins,
        hidden: Bool = false
    ) -> LayoutView {
        LayoutView(
            id: id, kind: .stack, hidden: hidden, layoutMargins: margins,
            stack: StackAttributes(
                axis: axis, distribution: distribution, alignment: alignment, spacing: .points(spacing),
                customSpacing: customSpacing, baselineRelative: baselineRelative, marginsRelative: marginsRelative),
            subviews: items + others, arranged: items)
    }

    static func container(_ id: String, subviews: [String], kind: ViewKind = .view, margins: EdgeInsets = .defaultMargins, safeArea: EdgeInsets = .zero) -> LayoutView {
        LayoutView(id: id, kind: kind, layoutMargins: margins, safeArea: safeArea, subviews: subviews)
    }

    /// `views` (which hold `stack`) under a root 600 pt wide and `height` high whose top and
    /// bottom edges fix the height: of `stack` alone, or (`spring` given) of a vertical fill
    /// stack `outer` that shares it between `stack` and a view 40 pt high whose content
    /// priorities are `spring.priority`, above or below `stack`.
    static func heightPinnedScene(
        _ views: [String: LayoutView], stack: String, spring: (priority: Double, first: Bool)?, height: Double
    ) -> LayoutScene {
        var views = views
        var top = stack
        if let spring {
            views["spring"] = leaf("spring", 10, 40, hugging: (spring.priority, spring.priority), resistance: (spring.priority, spring.priority))
            views["outer"] = self.stack("outer", .vertical, .fill, .fill, spacing: 4, items: spring.first ? ["spring", stack] : [stack, "spring"])
            top = "outer"
        }
        views["root"] = LayoutView(id: "root", subviews: [top])
        return LayoutScene(
            canvas: Size(width: 600, height: height), rootID: "root", views: views,
            constraints: [
                LayoutConstraint(first: Anchor(view: top, attribute: .top), second: Anchor(view: "root", attribute: .top)),
                LayoutConstraint(first: Anchor(view: top, attribute: .bottom), second: Anchor(view: "root", attribute: .bottom)),
                LayoutConstraint(first: Anchor(view: top, attribute: .leading), second: Anchor(view: "root", attribute: .leading)),
            ])
    }

    static func scene(canvas: Size, root: String, _ views: [LayoutView], constraints: [LayoutConstraint] = []) -> LayoutScene {
        LayoutScene(canvas: canvas, rootID: root, views: Dictionary(uniqueKeysWithValues: views.map { ($0.id, $0) }), constraints: constraints)
    }

    static func anchor(_ text: String) -> Anchor {
        let parts = text.split(separator: ".").map(String.init)
        if parts.count == 3 { return Anchor(view: parts[0], guide: LayoutGuide(rawValue: parts[1])!, attribute: LayoutAttribute(rawValue: parts[2])!) }
        return Anchor(view: parts[0], attribute: LayoutAttribute(rawValue: parts[1])!)
    }

    /// `first RELATION second * multiplier + constant @priority`, anchors as "view.attribute".
    static func constraint(
        _ first: String, _ relation: Relation = .equal, _ second: String? = nil, multiplier: Double = 1,
        constant: Double = 0, priority: LayoutPriority = .required, id: String? = nil
    ) -> LayoutConstraint {
        LayoutConstraint(id: id, first: anchor(first), relation: relation, second: second.map(anchor), multiplier: multiplier, constant: constant, priority: priority)
    }
}

import StackLayout
import Testing

/// One number of a scene that a test may set: a view's attribute, the canvas, or a document
/// constraint's constant, multiplier or priority.
struct ScenePlace: CustomTestStringConvertible, Sendable {
    enum Kind: Sendable {
        /// A view's number: beyond the layout range the engine reads the nearest value inside it.
        case viewValue
        /// A document constraint's number: beyond the range the constraint is reported broken.
        case constraintValue
        /// A view's priority: the engine reads the nearest priority of 1...1000.
        case priority
        /// A document constraint's priority: read as the nearest priority of 1...1000 if finite,
        /// else the constraint is reported broken.
        case constraintPriority
    }

    let name: String
    let kind: Kind
    let set: @Sendable (inout LayoutScene, Double) -> Void

    var testDescription: String { name }

    static func view(_ id: String, _ name: String, kind: Kind = .viewValue, _ set: @escaping @Sendable (inout LayoutView, Double) -> Void) -> ScenePlace {
        ScenePlace(name: "\(id).\(name)", kind: kind) { scene, value in set(&scene.views[id]!, value) }
    }

    static func constraint(_ index: Int, _ name: String, kind: Kind = .constraintValue, _ set: @escaping @Sendable (inout LayoutConstraint, Double) -> Void) -> ScenePlace {
        ScenePlace(name: "constraint \(index).\(name)", kind: kind) { scene, value in set(&scene.constraints[index], value) }
    }
}

/// A scene with every kind of number the engine reads, in every kind of stack: nested stacks of
/// each distribution (baseline-aligned, margins-relative, with custom spacing), a view placed by
/// its frame, a scroll view with content, and document constraints relating positions, sizes and
/// baselines with multipliers.
enum ExtremeScene {
    static func make() -> LayoutScene {
        var views: [LayoutView] = [
            LayoutView(id: "root", safeArea: EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0), subviews: ["outer", "free", "scroll"]),
            Build.stack("outer", .vertical, .fill, .fill, spacing: 8, items: ["row1", "row2", "row3", "row4", "row5"],
                        customSpacing: ["row1": 12], marginsRelative: true),
            Build.stack("row1", .horizontal, .fill, .firstBaseline, spacing: 4, items: ["a", "b"], baselineRelative: true),
            Build.leaf("a", 60, 20, kind: .label, baseline: Baselines(first: 15, last: 15)),
            Build.leaf("b", 80, 30, kind: .label, baseline: Baselines(first: 22, last: 26)),
            Build.stack("row2", .horizontal, .fillProportionally, .center, spacing: 2, items: ["c", "d"]),
            Build.leaf("c", 40, 10),
            Build.leaf("d", 120, nil),
            Build.stack("row3", .horizontal, .equalCentering, .lastBaseline, spacing: 6, items: ["e", "f", "g"]),
            Build.leaf("e", 30, 20, kind: .label, baseline: Baselines(first: 14, last: 16)),
            Build.leaf("f", 50, 24, kind: .label),
            Build.leaf("g", 10, 8),
            Build.stack("row4", .vertical, .equalSpacing, .center, spacing: 3, items: ["h", "i"]),
            Build.leaf("h", 20, 20),
            Build.leaf("i", 25, nil, hugging: (48, 48), resistance: (749, 749)),
            Build.stack("row5", .horizontal, .fillEqually, .trailing, spacing: 1, items: ["j", "k"]),
            Build.leaf("j", 10, 10),
            Build.leaf("k", nil, 12),
            Build.leaf("free", nil, nil, frame: Rect(x: 10, y: 500, width: 100, height: 40)),
            LayoutView(id: "scroll", kind: .scroll, subviews: ["content"]),
            Build.stack("content", .vertical, .fill, .fill, spacing: 5, items: ["l", "m"]),
            Build.leaf("l", 300, 200),
            Build.leaf("m", 300, 400),
        ]
        views[0].layoutMargins = EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        let constraints = [
            Build.constraint("outer.top", .equal, "root.safeArea.top", constant: 10),
            Build.constraint("outer.leading", .equal, "root.leading", constant: 20),
            Build.constraint("outer.width", .equal, "root.width", multiplier: 0.5, constant: 30, priority: 750),
            Build.constraint("a.width", .greaterThanOrEqual, constant: 10, priority: 999),
            Build.constraint("b.firstBaseline", .equal, "e.lastBaseline", multiplier: 1, constant: 2, priority: 250),
            Build.constraint("scroll.top", .equal, "outer.bottom", constant: 8),
            Build.constraint("scroll.leading", .equal, "root.leading"),
            Build.constraint("scroll.width", .equal, "root.width"),
            Build.constraint("scroll.height", .equal, constant: 100),
            Build.constraint("content.top", .equal, "scroll.top"),
            Build.constraint("content.leading", .equal, "scroll.leading"),
            Build.constraint("content.bottom", .equal, "scroll.bottom"),
            Build.constraint("content.trailing", .equal, "scroll.trailing"),
            Build.constraint("free.centerX", .equal, "root.centerX", multiplier: 0.25),
        ]
        return Build.scene(canvas: Size(width: 375, height: 667), root: "root", views, constraints: constraints)
    }

    /// Every number of `make()`'s scene.
    static let places: [ScenePlace] = [
        ScenePlace(name: "canvas.width", kind: .viewValue) { scene, value in scene.canvas.width = value },
        ScenePlace(name: "canvas.height", kind: .viewValue) { scene, value in scene.canvas.height = value },
        .view("root", "safeArea.top") { $0.safeArea.top = $1 },
        .view("root", "safeArea.trailing") { $0.safeArea.trailing = $1 },
        .view("root", "layoutMargins.leading") { $0.layoutMargins.leading = $1 },
        .view("outer", "spacing") { $0.stack!.spacing = .points($1) },
        .view("outer", "customSpacing") { $0.stack!.customSpacing["row1"] = $1 },
        .view("outer", "layoutMargins.top") { $0.layoutMargins.top = $1 },
        .view("outer", "layoutMargins.bottom") { $0.layoutMargins.bottom = $1 },
        .view("row1", "spacing") { $0.stack!.spacing = .points($1) },
        .view("a", "intrinsicSize.width") { $0.intrinsicSize.width = $1 },
        .view("a", "intrinsicSize.height") { $0.intrinsicSize.height = $1 },
        .view("a", "baseline.first") { $0.baseline!.first = $1 },
        .view("b", "baseline.last") { $0.baseline!.last = $1 },
        .view("a", "hugging.horizontal", kind: .priority) { $0.hugging.horizontal = $1 },
        .view("b", "compressionResistance.vertical", kind: .priority) { $0.compressionResistance.vertical = $1 },
        .view("row2", "spacing") { $0.stack!.spacing = .points($1) },
        .view("c", "intrinsicSize.width") { $0.intrinsicSize.width = $1 },
        .view("d", "intrinsicSize.width") { $0.intrinsicSize.width = $1 },
        .view("row3", "spacing") { $0.stack!.spacing = .points($1) },
        .view("e", "baseline.last") { $0.baseline!.last = $1 },
        .view("f", "intrinsicSize.height") { $0.intrinsicSize.height = $1 },
        .view("row4", "spacing") { $0.stack!.spacing = .points($1) },
        .view("i", "intrinsicSize.width") { $0.intrinsicSize.width = $1 },
        .view("row5", "layoutMargins.trailing") { $0.layoutMargins.trailing = $1 },
        .view("k", "intrinsicSize.height") { $0.intrinsicSize.height = $1 },
        .view("free", "frame.x") { $0.frame!.x = $1 },
        .view("free", "frame.y") { $0.frame!.y = $1 },
        .view("free", "frame.width") { $0.frame!.width = $1 },
        .view("free", "frame.height") { $0.frame!.height = $1 },
        .view("content", "spacing") { $0.stack!.spacing = .points($1) },
        .view("m", "intrinsicSize.height") { $0.intrinsicSize.height = $1 },
        .constraint(0, "constant") { $0.constant = $1 },
        .constraint(1, "constant") { $0.constant = $1 },
        .constraint(2, "constant") { $0.constant = $1 },
        .constraint(2, "multiplier") { $0.multiplier = $1 },
        .constraint(2, "priority", kind: .constraintPriority) { $0.priority = $1 },
        .constraint(3, "constant") { $0.constant = $1 },
        .constraint(4, "constant") { $0.constant = $1 },
        .constraint(4, "multiplier") { $0.multiplier = $1 },
        .constraint(8, "constant") { $0.constant = $1 },
        .constraint(13, "multiplier") { $0.multiplier = $1 },
    ]

    /// The edges of the layout range, far beyond it, and numbers that are not finite.
    static let values: [Double] = [
        1e7, -1e7, 1e4, -1e4, 1e-4, 1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, 1e-300, 0, -0.0, .infinity, -.infinity, .nan,
    ]
}

func expectFiniteFrames(_ result: LayoutResult, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for view in result.views {
        let numbers = [view.frame.x, view.frame.y, view.frame.width, view.frame.height,
                       view.absoluteFrame.x, view.absoluteFrame.y, view.absoluteFrame.width, view.absoluteFrame.height]
            + [view.contentSize?.width, view.contentSize?.height].compactMap { $0 }
        #expect(numbers.allSatisfy { $0.isFinite }, "\(context): \(view.id) \(view.absoluteFrame)", sourceLocation: sourceLocation)
    }
    #expect(result.canvas.width.isFinite && result.canvas.height.isFinite, "\(context): canvas \(result.canvas)", sourceLocation: sourceLocation)
}

@Suite("Extreme values")
struct ExtremeValueTests {
    /// Every number of the scene set to each extreme value, laid out from scratch (both ways of
    /// solving) and incrementally from the ordinary scene and back: nothing traps, every frame is
    /// finite, and the result is what the layout range documents (a view's number beyond the
    /// range is read as the nearest number inside it, a constraint with one is reported broken).
    @Test(arguments: ExtremeScene.places, ExtremeScene.values)
    func everyNumberAtEveryExtreme(place: ScenePlace, value: Double) {
        let base = ExtremeScene.make()
        var scene = base
        place.set(&scene, value)
        let context = "\(place.name) = \(value)"
        let fresh = LayoutEngine.layout(scene)
        expectFiniteFrames(fresh, context)
        expectFiniteFrames(LayoutEngine.layout(scene, options: .init(decomposition: false)), context + " (whole system)")
        let engine = LayoutEngine()
        engine.layout(base)
        let incremental = engine.layout(scene)
        expectFiniteFrames(incremental, context + " (incremental)")
        expectFiniteFrames(engine.layout(base), context + " (incremental, back)")
        expectSameFrames(incremental, fresh, tolerance: 1e-6 * max(1, abs(value.isFinite ? min(abs(value), 1e7) : 1e7)), context)
        switch place.kind {
        case .viewValue:
            var clamped = base
            place.set(&clamped, LayoutValueRange.clampedLength(value))
            expectSameFrames(fresh, LayoutEngine.layout(clamped), context + " (read as \(LayoutValueRange.clampedLength(value)))")
        case .constraintPriority where !value.isFinite:
            #expect(fresh.brokenConstraints.contains { $0.description.contains("not finite") }, "\(context)")
        case .priority, .constraintPriority:
            var clamped = base
            place.set(&clamped, LayoutValueRange.clampedPriority(value))
            expectSameFrames(fresh, LayoutEngine.layout(clamped), context + " (read as \(LayoutValueRange.clampedPriority(value)))")
        case .constraintValue:
            break
        }
    }

    /// A document constraint with a constant or multiplier outside the layout range is not
    /// applied: it is reported broken, naming the number, as one that is not finite.
    @Test(arguments: [(1e308, "constant"), (-1.5e7, "constant"), (2e4, "multiplier"), (-1e300, "multiplier"), (1e-5, "multiplier")])
    func constraintBeyondTheRangeIsReportedBroken(value: Double, field: String) {
        var scene = ExtremeScene.make()
        if field == "constant" { scene.constraints[2].constant = value } else { scene.constraints[2].multiplier = value }
        scene.constraints[2].id = "wide"
        let result = LayoutEngine.layout(scene)
        expectFiniteFrames(result, "\(field) \(value)")
        let broken = result.brokenConstraints.first { $0.id == "wide" }
        #expect(broken?.description.contains(field) == true, "\(result.brokenConstraints)")
        #expect(result.brokenConstraints.count == 1)
        var notFinite = scene
        notFinite.constraints[2].constant = .nan
        expectSameFrames(result, LayoutEngine.layout(notFinite), "\(field) \(value) against a constant that is not finite")
    }

    /// Many views at the edge of the range: a thousand arranged views 1e7 pt long with 1e7 pt
    /// spacing (lengths far beyond the canvas add up to 2e10 pt), in each distribution, and
    /// relaid out after hiding one.
    @Test(arguments: Distribution.allCases)
    func manyViewsAtTheEdgeOfTheRange(distribution: Distribution) {
        let count = 1_000
        let ids = (0..<count).map { "v\($0)" }
        var views = ids.enumerated().map { index, id in
            Build.leaf(id, 1e7, index.isMultiple(of: 2) ? 1e7 : nil, kind: .label, baseline: Baselines(first: 1e7, last: -1e7))
        }
        views.append(Build.stack("stack", .horizontal, distribution, .firstBaseline, spacing: 1e7, items: ids,
                                 margins: EdgeInsets(top: 1e7, leading: -1e7, bottom: 1e7, trailing: 1e7)))
        views.append(LayoutView(id: "root", subviews: ["stack"]))
        let scene = Build.scene(
            canvas: Size(width: 1e7, height: 1e7), root: "root", views,
            constraints: [Build.constraint("stack.leading", .equal, "root.leading", constant: -1e7),
                          Build.constraint("stack.top", .equal, "root.top", multiplier: 1e4, constant: 1e7)])
        let engine = LayoutEngine()
        expectFiniteFrames(engine.layout(scene), "\(distribution)")
        expectFiniteFrames(engine.setHidden(true, forView: "v500"), "\(distribution), one hidden")
        expectFiniteFrames(engine.setCanvas(Size(width: .greatestFiniteMagnitude, height: -1e308)), "\(distribution), huge canvas")
    }

    /// fillProportionally with negative spacing: the proportions' denominator (lengths plus
    /// spacing) is then smaller than the lengths, and the proportions sum to more than 1.
    @Test(arguments: [-1e7, -250, -125, -60, -1, 0])
    func proportionalStackWithNegativeSpacing(spacing: Double) {
        let scene = Build.scene(
            canvas: Size(width: 375, height: 667), root: "root",
            [LayoutView(id: "root", subviews: ["outer"]),
             Build.stack("outer", .vertical, .fill, .fill, items: ["stack"]),
             Build.stack("stack", .horizontal, .fillProportionally, .fill, spacing: spacing, items: ["a", "b", "c"]),
             Build.leaf("a", 100, 10), Build.leaf("b", 101, 10), Build.leaf("c", 102, 10)],
            constraints: [Build.constraint("outer.leading", .equal, "root.leading"), Build.constraint("outer.trailing", .equal, "root.trailing")])
        let results = bothModes.map { LayoutEngine.layout(scene, options: $0) }
        for result in results { expectFiniteFrames(result, "spacing \(spacing)") }
        expectSameFrames(results[0], results[1], "spacing \(spacing)")
    }

    /// The numbers a document may hold are exactly those the layout range admits.
    @Test func rangeAdmitsItsEdgesOnly() {
        #expect(LayoutValueRange.clampedLength(1e7) == 1e7 && LayoutValueRange.clampedLength(-1e7) == -1e7)
        #expect(LayoutValueRange.clampedLength(1e308) == 1e7 && LayoutValueRange.clampedLength(-.infinity) == -1e7)
        #expect(LayoutValueRange.clampedLength(.nan) == 0)
        #expect(LayoutValueRange.clampedPriority(0) == 1 && LayoutValueRange.clampedPriority(1e9) == 1000)
        #expect(LayoutValueRange.clampedPriority(.nan) == 1)
    }
}

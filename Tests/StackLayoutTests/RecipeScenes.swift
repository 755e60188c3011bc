import StackLayout

/// The Auto Layout Cookbook recipes (shared/seeds/000_*.txt) as scenes. Intrinsic sizes are
/// chosen round so that the expected frames can be worked out by hand.
enum Recipes {
    /// Simple Stack View: a vertical fill stack of a label, an image (vertical hugging 249,
    /// compression resistance 749) and a button, pinned to the margins and the safe area + 8.
    static func simple(canvas: Size) -> LayoutScene {
        Build.scene(canvas: canvas, root: "root", [
            Build.container("root", subviews: ["stack"], margins: EdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)),
            Build.stack("stack", .vertical, spacing: 8, items: ["flowers", "image", "edit"]),
            Build.leaf("flowers", 59, 20.5, kind: .label, baseline: Baselines(first: 16, last: 16)),
            Build.leaf("image", 320, 240, kind: .image, hugging: (250, 249), resistance: (750, 749)),
            Build.leaf("edit", 30, 30, kind: .button),
        ], constraints: [
            Build.constraint("stack.leading", .equal, "root.leadingMargin"),
            Build.constraint("stack.trailing", .equal, "root.trailingMargin"),
            Build.constraint("stack.top", .equal, "root.safeArea.top", constant: 8),
            Build.constraint("root.safeArea.bottom", .equal, "stack.bottom", constant: 8),
        ])
    }

    /// Nested Stack Views: name rows (first-baseline label + text field) in a vertical stack
    /// beside a square image, a text view, and a first-baseline, fill-equally button row; the
    /// three text fields have equal widths across their stacks. CHCR: image 250 / 48,
    /// text view 250 & 249 / 250, labels 251 / 750, text fields 48 & 250 / 749 & 750.
    static func nested(canvas: Size, safeAreaTop: Double) -> LayoutScene {
        var views: [LayoutView] = [
            Build.container("root", subviews: ["rootStack"], margins: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16),
                            safeArea: EdgeInsets(top: safeAreaTop, leading: 0, bottom: 0, trailing: 0)),
            Build.stack("rootStack", .vertical, spacing: 8, items: ["upper", "notes", "buttons"]),
            Build.stack("upper", .horizontal, spacing: 8, items: ["image", "nameRows"]),
            Build.leaf("image", 300, 300, kind: .image, hugging: (250, 250), resistance: (48, 48)),
            Build.stack("nameRows", .vertical, spacing: 8, items: ["firstRow", "middleRow", "lastRow"]),
            Build.leaf("notes", nil, nil, kind: .textView, hugging: (250, 249), resistance: (250, 250)),
            Build.stack("buttons", .horizontal, .fillEqually, .firstBaseline, spacing: 8, items: ["save", "cancel", "clear"]),
            Build.leaf("save", 34, 30, kind: .button, baseline: Baselines(first: 20, last: 20)),
            Build.leaf("cancel", 48, 30, kind: .button, baseline: Baselines(first: 20, last: 20)),
            Build.leaf("clear", 36, 30, kind: .button, baseline: Baselines(first: 20, last: 20)),
        ]
        for (row, labelWidth) in [("first", 38.0), ("middle", 52), ("last", 36)] {
            views.append(Build.stack("\(row)Row", .horizontal, .fill, .firstBaseline, spacing: 8, items: ["\(row)Label", "\(row)Field"]))
            views.append(Build.leaf("\(row)Label", labelWidth, 21, kind: .label, baseline: Baselines(first: 17, last: 17)))
            views.append(Build.leaf("\(row)Field", 97, 30, kind: .textField, hugging: (48, 250), resistance: (749, 750),
                                    baseline: Baselines(first: 21, last: 21)))
        }
        return Build.scene(canvas: canvas, root: "root", views, constraints: [
            Build.constraint("rootStack.leading", .equal, "root.leadingMargin"),
            Build.constraint("rootStack.trailing", .equal, "root.trailingMargin"),
            Build.constraint("rootStack.top", .equal, "root.safeArea.top", constant: 20),
            Build.constraint("root.safeArea.bottom", .equal, "rootStack.bottom", constant: 20),
            Build.constraint("image.height", .equal, "image.width", id: "aspect"),
            Build.constraint("firstField.width", .equal, "middleField.width"),
            Build.constraint("firstField.width", .equal, "lastField.width"),
        ])
    }

    /// Dynamic Stack View: a vertical equal-spacing stack pinned inside a scroll view (content
    /// guide edges, frame width), holding entry rows (date, number, delete button on a first
    /// baseline) and a final "add" button.
    static func dynamic(entries: [String], hidden: Set<String> = []) -> LayoutScene {
        var views: [LayoutView] = [
            Build.container("root", subviews: ["scroll"], margins: EdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)),
            Build.container("scroll", subviews: ["stack"], kind: .scroll),
            Build.stack("stack", .vertical, .equalSpacing, .fill, items: entries + ["add"]),
            Build.leaf("add", 60, 30, kind: .button),
        ]
        for entry in entries {
            var row = Build.stack(entry, .horizontal, .fill, .firstBaseline, spacing: 8, items: ["\(entry).date", "\(entry).number", "\(entry).delete"])
            row.hidden = hidden.contains(entry)
            views.append(row)
            views.append(Build.leaf("\(entry).date", 70, 21, kind: .label, baseline: Baselines(first: 17, last: 17)))
            views.append(Build.leaf("\(entry).number", 160, 21, kind: .label, baseline: Baselines(first: 17, last: 17)))
            views.append(Build.leaf("\(entry).delete", 46, 30, kind: .button, baseline: Baselines(first: 20, last: 20)))
        }
        return Build.scene(canvas: Size(width: 375, height: 667), root: "root", views, constraints: [
            Build.constraint("scroll.leading", .equal, "root.leadingMargin"),
            Build.constraint("scroll.trailing", .equal, "root.trailingMargin"),
            Build.constraint("scroll.top", .equal, "root.topMargin"),
            Build.constraint("root.safeArea.bottom", .equal, "scroll.bottom", constant: 20),
            Build.constraint("stack.leading", .equal, "scroll.leading"),
            Build.constraint("stack.trailing", .equal, "scroll.trailing"),
            Build.constraint("stack.top", .equal, "scroll.top"),
            Build.constraint("stack.bottom", .equal, "scroll.bottom"),
            Build.constraint("stack.width", .equal, "scroll.width"),
        ])
    }
}

import StackDocument
import StackLayout

/// The Dynamic Stack View recipe of Apple's Auto Layout Cookbook: a vertical, equal-spacing
/// stack inside a scroll view, holding an "Add Item" button; entries are added above it.
enum DynamicStackViewSample {
    static let json = #"""
        {
          "format": "stack-document/1",
          "name": "Dynamic Stack View",
          "canvas": { "width": 375, "height": 667 },
          "root": {
            "id": "root",
            "layoutMargins": { "top": 20, "leading": 16, "bottom": 20, "trailing": 16 },
            "safeArea": { "top": 20, "leading": 0, "bottom": 0, "trailing": 0 },
            "subviews": [
              { "id": "scroll", "kind": "scroll", "subviews": [
                { "id": "stack", "kind": "stack", "axis": "vertical", "distribution": "equalSpacing",
                  "subviews": [
                    { "id": "addItem", "kind": "button", "intrinsicSize": { "width": 64, "height": 30 },
                      "baseline": { "first": 20, "last": 20 } }
                  ] }
              ] }
            ]
          },
          "constraints": [
            { "id": "scroll-leading", "first": "scroll.leading", "second": "root.leadingMargin" },
            { "id": "scroll-trailing", "first": "scroll.trailing", "second": "root.trailingMargin" },
            { "id": "scroll-top", "first": "scroll.top", "second": "root.topMargin" },
            { "id": "scroll-bottom", "first": "root.safeArea.bottom", "second": "scroll.bottom", "constant": 20 },
            { "id": "stack-leading", "first": "stack.leading", "second": "scroll.content.leading" },
            { "id": "stack-trailing", "first": "stack.trailing", "second": "scroll.content.trailing" },
            { "id": "stack-top", "first": "stack.top", "second": "scroll.content.top" },
            { "id": "stack-bottom", "first": "stack.bottom", "second": "scroll.content.bottom" },
            { "id": "stack-width", "first": "stack.width", "second": "scroll.width" }
          ]
        }
        """#

    static func document() -> Document {
        try! Document(json: Array(json.utf8))
    }

    /// An entry as the recipe's `createEntry()` builds it: a horizontal, first-baseline stack
    /// of a date label, a number label and a Delete button.
    static func entry(_ id: String, hidden: Bool) -> ViewTree {
        func label(_ suffix: String, width: Double) -> ViewTree {
            var properties = ViewProperties(kind: .label)
            properties.intrinsicSize = IntrinsicSize(width: width, height: 20.5)
            properties.baseline = Baselines(first: 16, last: 16)
            return ViewTree(id: "\(id)-\(suffix)", properties: properties)
        }
        var button = ViewProperties(kind: .button)
        button.intrinsicSize = IntrinsicSize(width: 46, height: 30)
        button.baseline = Baselines(first: 20, last: 20)
        var stack = ViewProperties(kind: .stack)
        stack.hidden = hidden
        stack.stack = StackAttributes(axis: .horizontal, distribution: .fill, alignment: .firstBaseline, spacing: .points(8))
        return ViewTree(
            id: id, properties: stack,
            subviews: [label("date", width: 59), label("number", width: 170), ViewTree(id: "\(id)-delete", properties: button)])
    }
}

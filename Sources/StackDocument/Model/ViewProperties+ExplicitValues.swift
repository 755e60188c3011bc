import StackLayout

extension ViewProperties {
    /// Whether `other` holds the same value of `property`. O(1); O(k) for `customSpacing`.
    package func hasSameValue(of property: ViewProperty, as other: ViewProperties) -> Bool {
        switch property {
        case .kind: kind == other.kind
        case .name: name == other.name
        case .text: text == other.text
        case .hidden: hidden == other.hidden
        case .intrinsicSize: intrinsicSize == other.intrinsicSize
        case .baseline: baseline == other.baseline
        case .hugging: hugging == other.hugging
        case .compressionResistance: compressionResistance == other.compressionResistance
        case .layoutMargins: layoutMargins == other.layoutMargins
        case .frame: frame == other.frame
        case .safeArea: safeArea == other.safeArea
        case .axis: stack?.axis == other.stack?.axis
        case .distribution: stack?.distribution == other.stack?.distribution
        case .alignment: stack?.alignment == other.stack?.alignment
        case .spacing: stack?.spacing == other.stack?.spacing
        case .customSpacing: stack?.customSpacing == other.stack?.customSpacing
        case .baselineRelative: stack?.baselineRelative == other.stack?.baselineRelative
        case .marginsRelative: stack?.marginsRelative == other.stack?.marginsRelative
        }
    }

    /// The JSON value of `property`, in the form `set` takes and export writes, spelled out
    /// even when it is the default: `false`, `{}`, `null` for no baseline or frame, the default
    /// priorities and insets as numbers. `nil` for a stack key of a view that is not a stack.
    /// `set` with this value gives back exactly this property. O(1); O(k log k) for
    /// `customSpacing` with k entries.
    package func explicitJSONValue(of property: ViewProperty) -> JSONValue? {
        if property.isStackOnly, stack == nil { return nil }
        if let written = jsonValue(of: property, defaults: ViewProperties(kind: kind)) { return written }
        // Export leaves the property out: it holds the default for this kind.
        switch property {
        case .kind: return .string(kind.rawValue)
        case .hidden, .baselineRelative, .marginsRelative: return .bool(false)
        case .name, .text, .baseline, .frame: return .null
        case .customSpacing: return .object([])
        case .intrinsicSize: return ["width": .null, "height": .null]
        case .hugging: return Self.explicit(hugging)
        case .compressionResistance: return Self.explicit(compressionResistance)
        case .layoutMargins: return Self.explicit(layoutMargins)
        case .safeArea: return Self.explicit(safeArea)
        case .axis: return .string(stack!.axis.rawValue)
        case .distribution: return .string(stack!.distribution.rawValue)
        case .alignment: return .string(stack!.alignment.rawValue)
        case .spacing: return .number(stack!.spacing.value)
        }
    }

    private static func explicit(_ priorities: AxisPriorities) -> JSONValue {
        ["horizontal": .number(priorities.horizontal), "vertical": .number(priorities.vertical)]
    }

    private static func explicit(_ insets: EdgeInsets) -> JSONValue {
        ["top": .number(insets.top), "leading": .number(insets.leading),
         "bottom": .number(insets.bottom), "trailing": .number(insets.trailing)]
    }
}

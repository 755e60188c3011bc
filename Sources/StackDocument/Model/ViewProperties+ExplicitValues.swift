import StackLayout

extension ViewProperties {
    /// Whether `other` holds the same value of `property`. O(1); O(k) for `customSpacing`.
    package func hasSameValue(of property: ViewProperty, as other: ViewProperties) -> Bool {
        switch property {
        case .kind: self.kind == other.kind
        case .name: name == other.name
        case .text: text == other.text
        case .hidden: self.hidden == other.hidden
        case .intrinsicSize: self.intrinsicSize == other.intrinsicSize
        case .baseline: self.baseline == other.baseline
        case .hugging: self.hugging == other.hugging
        case .compressionResistance: self.compressionResistance == other.compressionResistance
        case .layoutMargins: self.layoutMargins == other.layoutMargins
        case .frame: self.frame == other.frame
        case .safeArea: self.safeArea == other.safeArea
        case .axis: self.stack?.axis == other.stack?.axis
        case .distribution: self.stack?.distribution == other.stack?.distribution
        case .alignment: self.stack?.alignment == other.stack?.alignment
        case .spacing: self.stack?.spacing == other.stack?.spacing
        case .customSpacing: self.stack?.customSpacing == other.stack?.customSpacing
        case .baselineRelative: self.stack?.baselineRelative == other.stack?.baselineRelative
        case .marginsRelative: self.stack?.marginsRelative == other.stack?.marginsRelative
        }
    }

    /// The JSON value of `property`, in the form `set` takes and export writes, spelled out
    /// even when it is the default: `false`, `{}`, `null` for no baseline or frame, the default
    /// priorities and insets as numbers. `nil` for a stack key of a view that is not a stack.
    /// `set` with this value gives back exactly this property. O(1); O(k log k) for
    /// `customSpacing` with k entries.
    package func explicitJSONValue(of property: ViewProperty) -> JSONValue? {
        if property.isStackOnly, self.stack == nil { return nil }
        if let written = jsonValue(of: property, defaults: ViewProperties(kind: self.kind)) { return written }
        // Export leaves the property out: it holds the default for this kind.
        switch property {
        case .kind: return .string(self.kind.rawValue)
        case .hidden, .baselineRelative, .marginsRelative: return .bool(false)
        case .name, .text, .baseline, .frame: return .null
        case .customSpacing: return .object([])
        case .intrinsicSize: return ["width": .null, "height": .null]
        case .hugging: return Self.explicit(self.hugging)
        case .compressionResistance: return Self.explicit(self.compressionResistance)
        case .layoutMargins: return Self.explicit(self.layoutMargins)
        case .safeArea: return Self.explicit(self.safeArea)
        case .axis: return .string(self.stack!.axis.rawValue)
        case .distribution: return .string(self.stack!.distribution.rawValue)
        case .alignment: return .string(self.stack!.alignment.rawValue)
        case .spacing: return .number(self.stack!.spacing.value)
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

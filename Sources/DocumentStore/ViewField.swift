/// The one map of a view's properties onto the columns of the `views` table: each field is one
/// column, named by the path of the property it holds (`intrinsicSize.width`), as documents and
/// selectors name it. `ViewPropertyGroup` groups them by property; `ViewColumns` writes and
/// reads whole rows in the groups' order.
package enum ViewField: String, CaseIterable, Sendable, Hashable {
    case id, kind, parent, hidden
    case intrinsicWidth = "intrinsicSize.width", intrinsicHeight = "intrinsicSize.height"
    case baselineFirst = "baseline.first", baselineLast = "baseline.last"
    case huggingHorizontal = "hugging.horizontal", huggingVertical = "hugging.vertical"
    case resistanceHorizontal = "compressionResistance.horizontal", resistanceVertical = "compressionResistance.vertical"
    case marginTop = "layoutMargins.top", marginLeading = "layoutMargins.leading"
    case marginBottom = "layoutMargins.bottom", marginTrailing = "layoutMargins.trailing"
    case frameX = "fixedFrame.x", frameY = "fixedFrame.y", frameWidth = "fixedFrame.width", frameHeight = "fixedFrame.height"
    case safeAreaTop = "safeArea.top", safeAreaLeading = "safeArea.leading"
    case safeAreaBottom = "safeArea.bottom", safeAreaTrailing = "safeArea.trailing"
    case axis, distribution, alignment, spacing
    /// Whether `spacing` is the system spacing (the column then holds its current value).
    case spacingIsSystem = "spacing.isSystem"
    /// The stack's custom spacing after each view, as a JSON object.
    case customSpacing
    case baselineRelative, marginsRelative
    /// What people call the view, and the text it shows (`ViewProperties.name`, `.text`).
    case name, text

    /// What a column holds, as conditions compare it.
    package enum ValueType: Sendable, Hashable {
        /// Text, compared bytewise.
        case text
        /// A number.
        case real
        /// A boolean, stored as 0 or 1.
        case flag
        /// Structured text (JSON) that no condition compares.
        case structured
    }

    /// The field holding the property at `path` (`"intrinsicSize.width"`), if one column holds
    /// exactly that property and conditions can compare it. O(1).
    package init?(comparablePath path: String) {
        guard let field = ViewField(rawValue: path), field.type != .structured, field != .spacingIsSystem else { return nil }
        self = field
    }

    /// The column of `views` holding this field.
    package var column: String {
        switch self {
        case .id: "id"
        case .kind: "kind"
        case .parent: "parent"
        case .hidden: "hidden"
        case .intrinsicWidth: "intrinsic_width"
        case .intrinsicHeight: "intrinsic_height"
        case .baselineFirst: "baseline_first"
        case .baselineLast: "baseline_last"
        case .huggingHorizontal: "hugging_horizontal"
        case .huggingVertical: "hugging_vertical"
        case .resistanceHorizontal: "resistance_horizontal"
        case .resistanceVertical: "resistance_vertical"
        case .marginTop: "margin_top"
        case .marginLeading: "margin_leading"
        case .marginBottom: "margin_bottom"
        case .marginTrailing: "margin_trailing"
        case .frameX: "frame_x"
        case .frameY: "frame_y"
        case .frameWidth: "frame_width"
        case .frameHeight: "frame_height"
        case .safeAreaTop: "safe_area_top"
        case .safeAreaLeading: "safe_area_leading"
        case .safeAreaBottom: "safe_area_bottom"
        case .safeAreaTrailing: "safe_area_trailing"
        case .axis: "axis"
        case .distribution: "distribution"
        case .alignment: "alignment"
        case .spacing: "spacing"
        case .spacingIsSystem: "spacing_is_system"
        case .customSpacing: "custom_spacing"
        case .baselineRelative: "baseline_relative"
        case .marginsRelative: "margins_relative"
        case .name: "name"
        case .text: "text"
        }
    }

    /// What the column holds.
    package var type: ValueType {
        switch self {
        case .id, .kind, .parent, .axis, .distribution, .alignment, .name, .text: .text
        case .hidden, .spacingIsSystem, .baselineRelative, .marginsRelative: .flag
        case .customSpacing: .structured
        default: .real
        }
    }
}

/// A property of a view as the `views` table holds it: one or more fields, read together. The
/// raw value is the property's name in documents and selectors.
package enum ViewPropertyGroup: String, CaseIterable, Sendable, Hashable {
    case hidden, intrinsicSize, baseline, hugging, compressionResistance, layoutMargins, fixedFrame, safeArea
    case axis, distribution, alignment, spacing, customSpacing, baselineRelative, marginsRelative, name, text

    /// The fields of the property, in column order.
    package var fields: [ViewField] {
        switch self {
        case .hidden: [.hidden]
        case .intrinsicSize: [.intrinsicWidth, .intrinsicHeight]
        case .baseline: [.baselineFirst, .baselineLast]
        case .hugging: [.huggingHorizontal, .huggingVertical]
        case .compressionResistance: [.resistanceHorizontal, .resistanceVertical]
        case .layoutMargins: [.marginTop, .marginLeading, .marginBottom, .marginTrailing]
        case .fixedFrame: [.frameX, .frameY, .frameWidth, .frameHeight]
        case .safeArea: [.safeAreaTop, .safeAreaLeading, .safeAreaBottom, .safeAreaTrailing]
        case .axis: [.axis]
        case .distribution: [.distribution]
        case .alignment: [.alignment]
        case .spacing: [.spacing, .spacingIsSystem]
        case .customSpacing: [.customSpacing]
        case .baselineRelative: [.baselineRelative]
        case .marginsRelative: [.marginsRelative]
        case .name: [.name]
        case .text: [.text]
        }
    }
}

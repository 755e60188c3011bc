import SQLiteDatabase

/// Which column of `views` holds a selector property, and how to compare it there so that
/// the SQL answer agrees with `QueryValue.satisfies` (or is looser).
enum PropertyColumn {
    enum ColumnType { case text, real, flag }

    /// Columns holding exactly one property path.
    static let columns: [String: (name: String, type: ColumnType)] = [
        "id": ("id", .text), "kind": ("kind", .text), "parent": ("parent", .text),
        "name": ("name", .text), "text": ("text", .text),
        "hidden": ("hidden", .flag), "baselineRelative": ("baseline_relative", .flag), "marginsRelative": ("margins_relative", .flag),
        "axis": ("axis", .text), "distribution": ("distribution", .text), "alignment": ("alignment", .text),
        "spacing": ("spacing", .real),
        "intrinsicSize.width": ("intrinsic_width", .real), "intrinsicSize.height": ("intrinsic_height", .real),
        "baseline.first": ("baseline_first", .real), "baseline.last": ("baseline_last", .real),
        "hugging.horizontal": ("hugging_horizontal", .real), "hugging.vertical": ("hugging_vertical", .real),
        "compressionResistance.horizontal": ("resistance_horizontal", .real),
        "compressionResistance.vertical": ("resistance_vertical", .real),
        "layoutMargins.top": ("margin_top", .real), "layoutMargins.leading": ("margin_leading", .real),
        "layoutMargins.bottom": ("margin_bottom", .real), "layoutMargins.trailing": ("margin_trailing", .real),
        "safeArea.top": ("safe_area_top", .real), "safeArea.leading": ("safe_area_leading", .real),
        "safeArea.bottom": ("safe_area_bottom", .real), "safeArea.trailing": ("safe_area_trailing", .real),
        "fixedFrame.x": ("frame_x", .real), "fixedFrame.y": ("frame_y", .real),
        "fixedFrame.width": ("frame_width", .real), "fixedFrame.height": ("frame_height", .real),
    ]

    /// The SQL condition for `predicate` on `views AS alias`, or `nil` when it stays in memory.
    /// A column is NULL both for "null" (no intrinsic width) and for "does not apply" (the
    /// axis of a label); `=` and ordering are false on NULL in both worlds, and `!=` becomes
    /// `IS NOT`, which is true on NULL: looser than the memory answer for "does not apply".
    static func condition(_ predicate: AttributePredicate, alias: String, arguments: inout [SQLiteValue]) -> String? {
        let key = predicate.property.description
        guard let (name, type) = columns[key] else { return nil }
        let column = "\(alias).\(name)"
        guard let comparison = predicate.comparison else {
            // Presence: flags must be set; numbers and text are present unless NULL.
            switch type {
            case .flag: return "\(column) = 1"
            case .real, .text: return "\(column) IS NOT NULL"
            }
        }
        if key == "spacing", comparison.value == .text("system") {
            switch comparison.op {
            case .equal: return "\(alias).spacing_is_system = 1"
            case .notEqual: return "\(alias).spacing_is_system = 0"
            default: return nil
            }
        }
        let literal: SQLiteValue
        switch (type, comparison.value) {
        case (.text, .text(let text)): literal = .text(text)
        case (.real, .number(let number)): literal = .real(number)
        case (.flag, .bool(let flag)): literal = .integer(flag ? 1 : 0)
        case (_, .null):
            switch comparison.op {
            case .equal: return "\(column) IS NULL"
            default: return nil
            }
        default: return nil  // across types: = is false and != true in memory; not worth a column test
        }
        guard let test = sqlComparison(comparison.op) else { return nil }
        arguments.append(literal)
        return "\(column) \(test) ?"
    }

    /// The SQL operator that compares as `op` does in memory on values of one type (`IS NOT`
    /// for `!=`, true on NULL), or nil for the text operators.
    private static func sqlComparison(_ op: ComparisonOperator) -> String? {
        switch op {
        case .equal: "="
        case .notEqual: "IS NOT"
        case .less: "<"
        case .lessOrEqual: "<="
        case .greater: ">"
        case .greaterOrEqual: ">="
        case .prefix, .suffix, .contains: nil
        }
    }

    /// The SQL condition for a `frame.*` comparison with a number, on the stored frames of
    /// `views AS alias` (`head_frames`), or `nil` for any other predicate. Only for documents
    /// whose stored layout is current.
    static func storedFrameCondition(_ predicate: AttributePredicate, alias: String, arguments: inout [SQLiteValue]) -> String? {
        let path = predicate.property.path
        guard path.count == 2, path[0] == "frame", ["x", "y", "width", "height"].contains(path[1]),
            let comparison = predicate.comparison, case .number(let number) = comparison.value
        else { return nil }
        guard let test = sqlComparison(comparison.op) else { return nil }
        arguments.append(.real(number))
        // A primary-key probe per row the other conditions let through: cheaper than listing
        // the frames that pass first, even when no other condition narrows the views.
        return "EXISTS (SELECT 1 FROM head_frames AS f WHERE f.document_id = \(alias).document_id AND f.view_id = \(alias).id "
            + "AND f.\(path[1]) \(test) ?)"
    }
}

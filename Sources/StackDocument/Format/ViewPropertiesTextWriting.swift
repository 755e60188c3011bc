import StackLayout

extension ViewProperties {
    /// Writes the keys of a view object into `buffer`, as `jsonFields` holds them: every
    /// property that differs from the default for its kind, and `kind`, in `ViewProperty`'s
    /// order, without building a tree. O(number of properties); O(k log k) for a
    /// `customSpacing` of k entries.
    package func writeFields(into buffer: inout JSONTextBuffer) {
        let defaults = ViewProperties(kind: self.kind)
        buffer.key("kind")
        buffer.string(self.kind.rawValue)
        if let name {
            buffer.key("name")
            buffer.string(name)
        }
        if let text {
            buffer.key("text")
            buffer.string(text)
        }
        if self.hidden {
            buffer.key("hidden")
            buffer.bool(true)
        }
        if self.intrinsicSize != defaults.intrinsicSize {
            buffer.key("intrinsicSize")
            buffer.beginObject()
            buffer.key("width")
            Self.write(self.intrinsicSize.width, into: &buffer)
            buffer.key("height")
            Self.write(self.intrinsicSize.height, into: &buffer)
            buffer.endObject()
        }
        if let baseline = self.baseline {
            buffer.key("baseline")
            buffer.beginObject()
            buffer.key("first")
            buffer.number(baseline.first)
            buffer.key("last")
            buffer.number(baseline.last)
            buffer.endObject()
        }
        if self.hugging != defaults.hugging {
            buffer.key("hugging")
            Self.write(self.hugging, into: &buffer)
        }
        if self.compressionResistance != defaults.compressionResistance {
            buffer.key("compressionResistance")
            Self.write(self.compressionResistance, into: &buffer)
        }
        if self.layoutMargins != defaults.layoutMargins {
            buffer.key("layoutMargins")
            Self.write(self.layoutMargins, into: &buffer)
        }
        if let frame = self.frame {
            buffer.key("frame")
            buffer.beginObject()
            buffer.key("x")
            buffer.number(frame.x)
            buffer.key("y")
            buffer.number(frame.y)
            buffer.key("width")
            buffer.number(frame.width)
            buffer.key("height")
            buffer.number(frame.height)
            buffer.endObject()
        }
        if self.safeArea != defaults.safeArea {
            buffer.key("safeArea")
            Self.write(self.safeArea, into: &buffer)
        }
        guard let stack = self.stack, let base = defaults.stack else { return }
        if stack.axis != base.axis {
            buffer.key("axis")
            buffer.string(stack.axis.rawValue)
        }
        if stack.distribution != base.distribution {
            buffer.key("distribution")
            buffer.string(stack.distribution.rawValue)
        }
        if stack.alignment != base.alignment {
            buffer.key("alignment")
            buffer.string(stack.alignment.rawValue)
        }
        if stack.spacing != base.spacing {
            buffer.key("spacing")
            if case .points(let points) = stack.spacing { buffer.number(points) } else { buffer.string("system") }
        }
        if !stack.customSpacing.isEmpty {
            buffer.key("customSpacing")
            buffer.beginObject()
            for (view, spacing) in stack.customSpacing.sorted(by: { $0.key < $1.key }) {
                buffer.key(escaping: view)
                buffer.number(spacing)
            }
            buffer.endObject()
        }
        if stack.baselineRelative {
            buffer.key("baselineRelative")
            buffer.bool(true)
        }
        if stack.marginsRelative {
            buffer.key("marginsRelative")
            buffer.bool(true)
        }
    }

    private static func write(_ length: Double?, into buffer: inout JSONTextBuffer) {
        if let length { buffer.number(length) } else { buffer.null() }
    }

    private static func write(_ priorities: AxisPriorities, into buffer: inout JSONTextBuffer) {
        buffer.beginObject()
        buffer.key("horizontal")
        buffer.number(priorities.horizontal)
        buffer.key("vertical")
        buffer.number(priorities.vertical)
        buffer.endObject()
    }

    private static func write(_ insets: EdgeInsets, into buffer: inout JSONTextBuffer) {
        buffer.beginObject()
        buffer.key("top")
        buffer.number(insets.top)
        buffer.key("leading")
        buffer.number(insets.leading)
        buffer.key("bottom")
        buffer.number(insets.bottom)
        buffer.key("trailing")
        buffer.number(insets.trailing)
        buffer.endObject()
    }
}

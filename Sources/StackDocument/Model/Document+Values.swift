import StackLayout

extension Document {
    /// Checks every value of the document against the format's rules for values: the name,
    /// the canvas, each view's numbers and each constraint's multiplier, constant and priority
    /// (the ranges of `Docs/document-format.md`). The documents that the initialisers and edits
    /// make already pass; this is for a document whose `name` or `canvas` was set in code, and
    /// for the store to run before it writes one. O(views + constraints).
    public func checkValues() throws(DocumentError) {
        try DocumentName.validate(name)
        try canvas?.checkCanvas()
        for id in depthFirstIDs {
            if let violation = nodes[id]!.properties.firstNumberViolation { throw violation.error(view: id, at: nil) }
        }
        for constraint in constraints {
            try ConstraintRules.checkNumbers(of: constraint, at: nil)
        }
    }
}

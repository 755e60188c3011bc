/// The subviews of each view, by number: one array of all of them grouped by superview
/// (counting sort), so that listing or sorting a view's subviews allocates nothing. O(n).
struct ChildLists {
    private let starts: [Int32]
    private var children: [Int32]

    /// `parents[i]` is the number of view i's superview, or negative for none.
    init(parents: [Int32]) {
        var starts = [Int32](repeating: 0, count: parents.count + 1)
        for parent in parents where parent >= 0 { starts[Int(parent) + 1] += 1 }
        for position in parents.indices { starts[position + 1] += starts[position] }
        var next = starts
        var children = [Int32](repeating: 0, count: Int(starts[parents.count]))
        for (child, parent) in parents.enumerated() where parent >= 0 {
            children[Int(next[Int(parent)])] = Int32(child)
            next[Int(parent)] += 1
        }
        self.starts = starts
        self.children = children
    }

    /// The subviews of view `number`, in the order they were numbered.
    subscript(number: Int) -> ArraySlice<Int32> {
        children[Int(starts[number])..<Int(starts[number + 1])]
    }

    /// Sorts each view's subviews by `areInIncreasingOrder`, in place. O(n log n).
    mutating func sortEach(by areInIncreasingOrder: (Int32, Int32) -> Bool) {
        for number in 0..<(starts.count - 1) where starts[number + 1] - starts[number] > 1 {
            children[Int(starts[number])..<Int(starts[number + 1])].sort(by: areInIncreasingOrder)
        }
    }
}

/// Which elements of a reordered sequence kept their place: the largest set of elements common
/// to both orders whose relative order is the same in each. Everything else counts as moved,
/// so inserting or removing an element never makes its neighbours look moved.
package enum StableOrder {
    /// The elements of `old` that are also in `new` and stay put, as many as possible.
    /// Both lists hold distinct elements. O(n log n) for n elements, by a longest increasing
    /// subsequence of the elements' positions in `new`, taken in `old` order.
    package static func kept(from old: [String], to new: [String]) -> Set<String> {
        let newIndex = indexes(of: new)
        let common = old.filter { newIndex[$0] != nil }
        let positions = common.map { newIndex[$0]! }
        return Set(longestIncreasingSubsequence(positions).map { common[$0] })
    }

    /// Each element's position in `list` (elements distinct). O(n).
    package static func indexes(of list: [String]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: list.enumerated().map { ($1, $0) })
    }

    /// The indices into `values` (ascending) of a longest strictly increasing subsequence.
    /// Patience sorting with back links: O(n log n) time, O(n) space. Of several longest
    /// subsequences it picks the one ending on the smallest values.
    package static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
        // tails[k]: index of the smallest last value of an increasing subsequence of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var subsequence: [Int] = []
        var current = tails.last ?? -1
        while current >= 0 {
            subsequence.append(current)
            current = previous[current]
        }
        return subsequence.reversed()
    }
}

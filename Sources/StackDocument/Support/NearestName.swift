/// "Did you mean ...?" for a mistyped name (a command, a document): the known name closest to
/// what was typed, when it is close enough to be a slip rather than another word.
package enum NearestName {
    /// The candidate nearest to `typed` by edit distance (insertions, deletions, substitutions
    /// and swaps of two neighbouring characters, case ignored), if it is within a third of the
    /// typed length (at least 1, at most 3). Ties go to the earlier candidate.
    /// O(candidates × typed × candidate length).
    package static func closest(to typed: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(typed.lowercased())
        let limit = min(3, max(1, target.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != typed {
            let distance = editDistance(target, Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Optimal string alignment distance: Levenshtein plus transpositions of adjacent characters.
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var best = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, twoBack[j - 2] + 1) }
                current[j] = best
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}

/// A binary min-heap of integers. Push and pop are O(log n).
struct MinHeap {
    private var storage: [Int] = []

    var isEmpty: Bool { storage.isEmpty }

    mutating func push(_ value: Int) {
        storage.append(value)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard storage[child] < storage[parent] else { break }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popMin() -> Int? {
        guard let first = storage.first else { return nil }
        let last = storage.removeLast()
        if !storage.isEmpty {
            storage[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < storage.count, storage[left] < storage[smallest] { smallest = left }
                if right < storage.count, storage[right] < storage[smallest] { smallest = right }
                if smallest == parent { break }
                storage.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return first
    }

    mutating func removeAll() { storage.removeAll(keepingCapacity: true) }
}

import Dispatch
import Synchronization

/// Runs a producer on a second thread, at most `capacity` elements ahead of the calling thread,
/// which consumes them in order: reading the next document overlaps matching the last one.
///
/// The producer may use state that is not `Sendable` (a store's connection) provided the
/// consumer does not touch it: `run` returns only after the producer has stopped, also when
/// either side throws. Each element is handed over once; the cost per element is two
/// semaphore operations and a lock.
enum ReadAhead {
    /// Calls `produce` on another thread with an `emit` function, and `consume` on this thread
    /// with each element emitted, in order. `emit` returns false once the consumer has stopped
    /// (the producer should then return). The first error of either side is rethrown here.
    static func run<Element: Sendable>(
        capacity: Int = 4,
        produce: @escaping @Sendable (_ emit: (Element) -> Bool) throws -> Void,
        consume: (Element) throws -> Void
    ) throws {
        let channel = Channel<Element>(capacity: capacity)
        let finished = DispatchSemaphore(value: 0)
        // A queue of its own rather than a global one: it runs on an overcommitting thread, so the
        // producer starts even when every worker of the global queues is blocked in a `run`.
        DispatchQueue(label: "stackdoc.read-ahead").async {
            do {
                try produce(channel.send)
                channel.finish(with: nil)
            } catch {
                channel.finish(with: error)
            }
            finished.signal()
        }
        defer { finished.wait() }
        do {
            while let element = try channel.receive() { try consume(element) }
        } catch {
            channel.stop()
            throw error
        }
    }
}

/// A bounded first-in first-out hand-over between one producing and one consuming thread.
private final class Channel<Element: Sendable>: Sendable {
    private struct State {
        var buffer: [Element] = []
        var head = 0
        var finished = false
        var error: (any Error)?
        var stopped = false
    }

    private let state = Mutex(State())
    /// Counts the elements (and the final "finished" mark) ready for the consumer.
    private let ready = DispatchSemaphore(value: 0)
    /// Counts the free places in the buffer.
    private let free: DispatchSemaphore

    init(capacity: Int) {
        // Made empty and then signalled: libdispatch traps when a semaphore is freed holding less
        // than its initial value, which `free` may when the consumer stops early.
        free = DispatchSemaphore(value: 0)
        for _ in 0..<max(1, capacity) { free.signal() }
    }

    /// Producer: waits for a free place, then hands `element` over. False once the consumer stopped.
    func send(_ element: Element) -> Bool {
        free.wait()
        let accepted = state.withLock { state in
            guard !state.stopped else { return false }
            state.buffer.append(element)
            return true
        }
        // Refused: give the place back, so that a producer sending again is refused at once too.
        if accepted { ready.signal() } else { free.signal() }
        return accepted
    }

    /// Producer: no more elements; `error` is what stopped it, if anything.
    func finish(with error: (any Error)?) {
        state.withLock { state in
            state.finished = true
            state.error = error
        }
        ready.signal()
    }

    /// Consumer: the next element, or nil when the producer finished; rethrows its error.
    func receive() throws -> Element? {
        ready.wait()
        let next: Result<Element?, any Error> = state.withLock { state in
            if state.head < state.buffer.count {
                let element = state.buffer[state.head]
                state.head += 1
                if state.head == state.buffer.count {
                    state.buffer.removeAll(keepingCapacity: true)
                    state.head = 0
                }
                return .success(element)
            }
            if let error = state.error { return .failure(error) }
            return .success(nil)
        }
        if case .success(.some) = next { free.signal() }
        return try next.get()
    }

    /// Consumer: stops taking elements; a producer waiting for a place is released.
    func stop() {
        state.withLock { $0.stopped = true }
        free.signal()
    }
}

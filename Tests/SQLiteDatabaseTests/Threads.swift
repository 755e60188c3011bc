import Foundation
import Synchronization

/// Runs `body(index)` on `count` new threads, released together, and waits for all of them.
/// Returns the errors they threw.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) throws -> Void) -> [any Error] {
    let errors = Mutex<[any Error]>([])
    let ready = DispatchGroup()
    let start = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    for index in 0..<count {
        ready.enter()
        done.enter()
        Thread {
            ready.leave()
            start.wait()
            do {
                try body(index)
            } catch {
                errors.withLock { $0.append(error) }
            }
            done.leave()
        }.start()
    }
    ready.wait()
    for _ in 0..<count { start.signal() }
    done.wait()
    return errors.withLock { $0 }
}

@testable import DocumentQuery
import Synchronization
import Testing

@Suite("Read-ahead")
struct ReadAheadTests {
    struct Failure: Error, Equatable { let at: Int }

    @Test(arguments: [1, 2, 4, 64])
    func everyElementArrivesInOrder(capacity: Int) throws {
        var received: [Int] = []
        try ReadAhead.run(capacity: capacity, produce: { emit in
            for number in 0..<10_000 { guard emit(number) else { return } }
        }, consume: { received.append($0) })
        #expect(received == Array(0..<10_000))
    }

    @Test func aProducerErrorArrivesAfterWhatWasEmittedBeforeIt() {
        var received: [Int] = []
        #expect(throws: Failure(at: 5)) {
            try ReadAhead.run(capacity: 2, produce: { emit in
                for number in 0..<5 { _ = emit(number) }
                throw Failure(at: 5)
            }, consume: { received.append($0) })
        }
        #expect(received == [0, 1, 2, 3, 4])
    }

    @Test(arguments: [1, 3])
    func aConsumerErrorStopsTheProducerBeforeRunReturns(capacity: Int) {
        let refusedAt = Mutex<Int?>(nil)
        let producing = Mutex(false)
        #expect(throws: Failure(at: 3)) {
            try ReadAhead.run(capacity: capacity, produce: { emit in
                producing.withLock { $0 = true }
                defer { producing.withLock { $0 = false } }
                for number in 0..<1_000_000 where !emit(number) {
                    refusedAt.withLock { $0 = number }
                    // Sending again after a refusal is refused at once, never a hang.
                    #expect(!emit(number + 1))
                    return
                }
            }, consume: { number in
                if number == 3 { throw Failure(at: 3) }
            })
        }
        // `run` has waited for the producer to return.
        #expect(!producing.withLock { $0 })
        let refused = refusedAt.withLock { $0 }
        #expect(refused != nil && refused! <= 4 + capacity)
    }
}

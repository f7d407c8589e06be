import Foundation
import RemoteStorage
import RemoteTestSupport
import Synchronization

/// Passes requests to the server until the `dieAt`-th one after `arm()` (counted from 0): that one
/// reaches the server and its answer never comes back, as if the app were killed while it was on the
/// wire; nothing after it reaches the server.
final class DyingTransport: HTTPTransport, Sendable {
    let server: FakeFootballGatherServer
    let dieAt: Int
    private let counted = Mutex<Int?>(nil)
    private let reached = Mutex(0)

    init(server: FakeFootballGatherServer, dieAt: Int) {
        self.server = server
        self.dieAt = dieAt
    }

    func arm() { counted.withLock { $0 = 0 } }

    /// The requests that reached the server since `arm()`.
    var reachedServer: Int { reached.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(HTTPTransportError) -> HTTPResponse {
        let number = counted.withLock { count -> Int? in
            defer { count = count.map { $0 + 1 } }
            return count
        }
        guard let number else { return try await server.send(request) }
        guard number <= dieAt else { throw .other("the app was killed") }
        reached.withLock { $0 += 1 }
        let answer = try await server.send(request)
        guard number < dieAt else { throw .other("the app was killed") }
        return answer
    }
}

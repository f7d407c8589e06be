import Foundation
import HTTPTransport

// The C functions of `libFootballGatherNetworking` (see `HTTPTransportLibrary`),
// which the app finds with `dlsym` when it is given a server.

@_cdecl("footballgather_networking_version")
public func footballgatherNetworkingVersion() -> Int32 {
    HTTPTransportLibrary.version
}

@_cdecl("footballgather_networking_open")
public func footballgatherNetworkingOpen() -> UnsafeMutableRawPointer? {
    Unmanaged.passRetained(URLSessionTransport()).toOpaque()
}

@_cdecl("footballgather_networking_close")
public func footballgatherNetworkingClose(_ transport: UnsafeMutableRawPointer?) {
    guard let transport else { return }
    Unmanaged<URLSessionTransport>.fromOpaque(transport).release()
}

@_cdecl("footballgather_networking_send")
public func footballgatherNetworkingSend(
    _ transport: UnsafeMutableRawPointer?,
    _ request: UnsafePointer<UInt8>?,
    _ count: Int,
    _ context: UnsafeMutableRawPointer?,
    _ completion: HTTPTransportLibrary.Completion?
) {
    guard let completion else { return }
    let reply = LibraryReply(context: context, completion: completion)
    // Copied now: the caller's bytes are only valid during this call.
    let bytes = request.map { Data(bytes: $0, count: max(0, count)) } ?? Data()
    guard let transport, let request = HTTPTransportLibrary.decodeRequest(bytes) else {
        return reply.send(.failure(.other("the network library got an unreadable request")))
    }
    let session = Unmanaged<URLSessionTransport>.fromOpaque(transport).takeUnretainedValue()
    Task {
        do throws(HTTPTransportError) {
            reply.send(.response(try await session.send(request)))
        } catch {
            reply.send(.failure(error))
        }
    }
}

/// The caller's completion and its context. Unchecked: the context is the
/// caller's, handed back untouched, once.
private struct LibraryReply: @unchecked Sendable {
    let context: UnsafeMutableRawPointer?
    let completion: HTTPTransportLibrary.Completion

    func send(_ result: HTTPTransportLibrary.Result) {
        let bytes = HTTPTransportLibrary.encode(result)
        bytes.withUnsafeBytes { buffer in
            completion(context, buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count)
        }
    }
}

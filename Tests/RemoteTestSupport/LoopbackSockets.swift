import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Real loopback sockets, for the few tests that need the network stack itself.

/// A socket bound to a free loopback port; the caller closes it.
func boundLoopbackSocket() throws -> (descriptor: Int32, port: UInt16) {
    #if canImport(Glibc)
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    try #require(descriptor >= 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
            bind(descriptor, socketAddress, length) == 0 && getsockname(descriptor, socketAddress, &length) == 0
        }
    }
    if !bound { close(descriptor) }
    try #require(bound, "cannot bind a loopback socket")
    return (descriptor, UInt16(bigEndian: address.sin_port))
}

/// A loopback port where nothing listens, while `body` runs: bound and never listening, so a connection
/// to it is refused, and held, so no other server can take it meanwhile. (A port closed before use was
/// once taken by the server another test started, which answered 404.)
public func withClosedLoopbackPort<T>(
    isolation: isolated (any Actor)? = #isolation, _ body: (UInt16) async throws -> T
) async throws -> T {
    let (descriptor, port) = try boundLoopbackSocket()
    defer { close(descriptor) }
    return try await body(port)
}

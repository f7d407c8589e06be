import Foundation

/// Sends one HTTP request and returns whatever the server answered (any status).
/// The web-service client speaks HTTP only through this seam: the app passes
/// `URLSessionTransport`, tests an in-process fake server.
public protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest) async throws(HTTPTransportError) -> HTTPResponse
}

/// A request as plain values.
public struct HTTPRequest: Sendable, Equatable {
    public var method: String
    public var url: URL
    public var headers: [String: String]
    public var body: Data?
    /// Seconds to wait for an answer.
    public var timeout: TimeInterval

    public init(method: String, url: URL, headers: [String: String] = [:], body: Data? = nil, timeout: TimeInterval) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }
}

/// An answer, whatever its status.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A header's value; names are compared ignoring case, as HTTP says.
    public func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}

/// Why a request got no answer.
public enum HTTPTransportError: Error, Sendable, Equatable {
    case connectionRefused
    case unknownHost
    case timedOut
    case connectionLost
    case notConnected
    case secureConnectionFailed
    /// The answer was not HTTP.
    case notHTTP
    /// The answer's body was larger than `limit` bytes (counted decompressed): it was not read on.
    case tooLarge(limit: Int)
    /// Anything else, as the network stack describes it.
    case other(String)
}

import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// HTTP through `URLSession`. It uses ephemeral sessions without a cache:
/// nothing of the account is written to disk, and no shared session is used.
///
/// Each change (POST, PUT, DELETE) gets a session, so a connection, of its own: libcurl
/// sends a request again, unasked, when a reused connection dies before the answer,
/// and a change must never be sent twice. Reads share one session's kept-alive connections.
public final class URLSessionTransport: HTTPTransport {
    private let reads = URLSessionTransport.session()

    public init() {}

    private static func session() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        // Its default of 6 would cap the store's own limit of requests in flight.
        configuration.httpMaximumConnectionsPerHost = RemoteStore.maxRequestsInFlight
        return URLSession(configuration: configuration)
    }

    deinit {
        reads.finishTasksAndInvalidate()
    }

    public func send(_ request: HTTPRequest) async throws(HTTPTransportError) -> HTTPResponse {
        let data: Data
        let response: URLResponse
        do {
            let session = request.method == "GET" ? reads : Self.session()
            defer { if session !== reads { session.finishTasksAndInvalidate() } }
            (data, response) = try await session.data(for: Self.urlRequest(request))
        } catch let error as URLError {
            throw Self.failure(error.code)
        } catch {
            throw .other(String(describing: error))
        }
        guard let http = response as? HTTPURLResponse else { throw .notHTTP }
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in http.allHeaderFields {
            headers[name] = value
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: data)
    }

    /// How long after the request's own timeout URLSession gives up by itself. The client times a
    /// request out on its own clock and cancels it; URLSession's timer firing at that same moment
    /// can deadlock FoundationNetworking on Linux (the cancel waits on the session's queue while
    /// the failure it delivers waits on the task's lock), so its timer is only a later backstop.
    static let backstop: TimeInterval = 5

    static func urlRequest(_ request: HTTPRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url)
        // Assigned, not passed to the initialiser: on Linux, URLSession ignores an
        // initialiser's timeout (the request then waits the session's 60 s). Whole
        // seconds, rounded up: it drops the fraction (0.25 s would time out at once).
        urlRequest.timeoutInterval = max(1, request.timeout.rounded(.up)) + backstop
        urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        urlRequest.httpBody = request.body
        return urlRequest
    }

    static func failure(_ code: URLError.Code) -> HTTPTransportError {
        switch code {
        case .cannotConnectToHost: .connectionRefused
        case .cannotFindHost, .dnsLookupFailed: .unknownHost
        case .timedOut: .timedOut
        // On Linux a connection the server closed without an answer (curl's "empty reply") is a
        // bad server response: the request may have reached it, as with a lost connection.
        case .networkConnectionLost, .badServerResponse: .connectionLost
        case .notConnectedToInternet: .notConnected
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            .secureConnectionFailed
        default: .other("network error \(code.rawValue)")
        }
    }
}

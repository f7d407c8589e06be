import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// HTTP through `URLSession`. It owns an ephemeral session without a cache:
/// nothing of the account is written to disk, and no shared session is used.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession

    public init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        // Its default of 6 would cap the store's own limit of requests in flight.
        configuration.httpMaximumConnectionsPerHost = RemoteStore.maxRequestsInFlight
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    public func send(_ request: HTTPRequest) async throws(HTTPTransportError) -> HTTPResponse {
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: Self.urlRequest(request))
        } catch let error as URLError {
            throw Self.failure(error.code)
        } catch {
            throw .other(String(describing: error))
        }
        guard let http = response as? HTTPURLResponse else { throw .notHTTP }
        var headers: [String: String] = [:]
        for case let (name as String, value as String) in http.allHeaderFields {
            headers[name] = value
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: data)
    }

    static func urlRequest(_ request: HTTPRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url)
        // Assigned, not passed to the initialiser: on Linux, URLSession ignores an
        // initialiser's timeout (the request then waits the session's 60 s). Whole
        // seconds, rounded up: it drops the fraction (0.25 s would time out at once).
        urlRequest.timeoutInterval = max(1, request.timeout.rounded(.up))
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
        case .networkConnectionLost: .connectionLost
        case .notConnectedToInternet: .notConnected
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            .secureConnectionFailed
        default: .other("network error \(code.rawValue)")
        }
    }
}

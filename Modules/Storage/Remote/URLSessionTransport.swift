import Foundation
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// HTTP through `URLSession`. It uses ephemeral sessions without a cache:
/// nothing of the account is written to disk, and no shared session is used.
///
/// Each change (POST, PUT, DELETE) gets a session, so a connection, of its own: libcurl
/// sends a request again, unasked, when a reused connection dies before the answer,
/// and a change must never be sent twice. Reads share one session's kept-alive connections.
///
/// What a server may do to the app is bounded here:
/// - a redirect is followed only within the request's origin (scheme, host and port); to any
///   other, the redirect itself is the answer, so no credential ever leaves for another host;
/// - a body is read up to `maximumBodyBytes`, counted after decompression (libcurl inflates a
///   gzip body as it arrives), and the request stops there: a huge or expanding answer costs
///   at most that much memory.
public final class URLSessionTransport: HTTPTransport {
    /// The most an answer may hold: room for the biggest group the app serves (an export of
    /// one is at most as large), about 90 000 players in one list.
    public static let defaultMaximumBodyBytes = 16 << 20

    public let maximumBodyBytes: Int
    private let bodies: BodyCollector
    private let reads: URLSession

    public init(maximumBodyBytes: Int = URLSessionTransport.defaultMaximumBodyBytes) {
        self.maximumBodyBytes = maximumBodyBytes
        bodies = BodyCollector(maximumBodyBytes: maximumBodyBytes)
        reads = Self.session(delegate: bodies)
    }

    private static func session(delegate: BodyCollector) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        // Its default of 6 would cap the store's own limit of requests in flight.
        configuration.httpMaximumConnectionsPerHost = RemoteStore.maxRequestsInFlight
        return URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        reads.finishTasksAndInvalidate()
    }

    public func send(_ request: HTTPRequest) async throws(HTTPTransportError) -> HTTPResponse {
        let session = request.method == "GET" ? reads : Self.session(delegate: bodies)
        defer { if session !== reads { session.finishTasksAndInvalidate() } }
        let (data, response) = try await bodies.answer(to: Self.urlRequest(request), in: session)
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in response.allHeaderFields {
            headers[name] = value
        }
        return HTTPResponse(status: response.statusCode, headers: headers, body: data)
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

    /// Whether `url` has the origin of `original`: the same scheme, host and port (a port left
    /// out is the scheme's own).
    static func isSameOrigin(_ url: URL?, as original: URL?) -> Bool {
        guard let url, let original, let scheme = url.scheme?.lowercased(), scheme == original.scheme?.lowercased() else { return false }
        func port(_ url: URL) -> Int? { url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil) }
        return url.host?.lowercased() == original.host?.lowercased() && port(url) == port(original)
    }
}

/// The delegate of the transport's sessions: collects each task's body up to the limit, keeps
/// redirects within their origin, and hands each task's outcome to the request waiting on it.
private final class BodyCollector: NSObject, URLSessionDataDelegate, Sendable {
    private struct Pending {
        var continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>
        var body = Data()
    }

    private let maximumBodyBytes: Int
    /// Keyed by the task object, not its identifier: each change has a session of its own, whose identifiers start again.
    private let pending = Mutex<[ObjectIdentifier: Pending]>([:])

    init(maximumBodyBytes: Int) {
        self.maximumBodyBytes = maximumBodyBytes
    }

    func answer(to request: URLRequest, in session: URLSession) async throws(HTTPTransportError) -> (Data, HTTPURLResponse) {
        let task = session.dataTask(with: request)
        let key = ObjectIdentifier(task)
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    pending.withLock { $0[key] = Pending(continuation: continuation) }
                    // Cancelled before it was waited on: the handler below found nothing to end.
                    if Task.isCancelled { return cancel(key) }
                    task.resume()
                }
            } onCancel: {
                // The request ends now, not when FoundationNetworking reports the cancelled task: on Linux,
                // under load, that report can come late or not at all, and a request timed out on the
                // client's clock (whose task group waits for every child) would wait for it.
                cancel(key)
                task.cancel()
            }
        } catch let error as HTTPTransportError {
            throw error
        } catch let error as URLError {
            throw URLSessionTransport.failure(error.code)
        } catch {
            throw .other(String(describing: error))
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        // A declared length over the limit is refused before any of the body is read.
        guard response.expectedContentLength > Int64(maximumBodyBytes) else { return completionHandler(.allow) }
        refuse(dataTask)
        completionHandler(.cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit = pending.withLock { pending -> Bool in
            let key = ObjectIdentifier(dataTask)
            // No copy of the entry is kept while the body grows: the append would copy the body.
            guard let count = pending[key]?.body.count else { return false }
            guard count + data.count <= maximumBodyBytes else { return true }
            pending[key]?.body.append(data)
            return false
        }
        if overLimit {
            refuse(dataTask)
            dataTask.cancel()
        }
    }

    /// The request waiting on `key`'s task, if any still does, ends as cancelled.
    private func cancel(_ key: ObjectIdentifier) {
        pending.withLock { $0.removeValue(forKey: key) }?.continuation.resume(throwing: HTTPTransportError.other("cancelled"))
    }

    /// The request waiting on `task` fails at once: FoundationNetworking may take seconds to report
    /// a cancelled task complete, and nothing of its answer is wanted.
    private func refuse(_ task: URLSessionTask) {
        pending.withLock { $0.removeValue(forKey: ObjectIdentifier(task)) }?.continuation.resume(
            throwing: HTTPTransportError.tooLarge(limit: maximumBodyBytes))
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        // nil: the task completes with the redirect itself, which the client then refuses.
        completionHandler(URLSessionTransport.isSameOrigin(request.url, as: task.originalRequest?.url) ? request : nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let entry = pending.withLock({ $0.removeValue(forKey: ObjectIdentifier(task)) }) else { return }
        if let error {
            entry.continuation.resume(throwing: error)
        } else if let response = task.response as? HTTPURLResponse {
            entry.continuation.resume(returning: (entry.body, response))
        } else {
            entry.continuation.resume(throwing: HTTPTransportError.notHTTP)
        }
    }
}

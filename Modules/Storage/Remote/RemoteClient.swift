import Domain
import Foundation

/// How a request says who is asking.
enum RemoteAuthorization: Sendable {
    /// Registering: nobody yet.
    case none
    /// Logging in: the username and the SHA-256 hex of the password.
    case basic(username: String, passwordHash: String)
    /// Everything else: the token the login gave.
    case bearer(String)
}

/// A 2xx answer: its status, `Location` header and body.
struct RemoteResponse: Sendable {
    let status: Int
    let location: String?
    let body: Data
}

/// Sends JSON requests to one FootballGather server through an `HTTPTransport`
/// and turns every failure (unreachable, timed out, any non-2xx status) into a
/// `ServiceError`.
///
/// At most `maxRequestsInFlight` requests are on the wire at once. A GET whose
/// connection dropped is sent once more after `retryBackoff`: reading twice is
/// harmless. A POST, PUT or DELETE is never sent twice, as the first may have
/// reached the server.
final class RemoteClient: Sendable {
    let baseURL: URL
    let timeout: TimeInterval
    let maxRequestsInFlight: Int
    let retryBackoff: Duration
    let fanOutOrder: FanOutOrder
    private let transport: any HTTPTransport
    /// Measures the timeout and the backoff; tests pass one that needs no real time.
    private let clock: any Clock<Duration>
    private let limiter: RequestLimiter

    init(
        baseURL: URL,
        transport: any HTTPTransport,
        timeout: TimeInterval,
        maxRequestsInFlight: Int,
        retryBackoff: Duration,
        fanOutOrder: FanOutOrder,
        clock: any Clock<Duration>
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.timeout = timeout
        self.maxRequestsInFlight = maxRequestsInFlight
        self.retryBackoff = retryBackoff
        self.fanOutOrder = fanOutOrder
        self.clock = clock
        limiter = RequestLimiter(limit: maxRequestsInFlight)
    }

    /// The server as the user typed it, for messages.
    var serverDescription: String {
        let text = baseURL.absoluteString
        return text.hasSuffix("/") ? String(text.dropLast()) : text
    }

    /// Sends one request; returns only 2xx answers.
    ///
    /// - Parameters:
    ///   - path: relative to the base URL, e.g. `api/players/3`.
    ///   - duplicate: what a `409`, or a `500` naming a unique constraint, means for this call.
    func send(
        _ method: String,
        _ path: String,
        authorization: RemoteAuthorization,
        body: Data? = nil,
        duplicate: ServiceError? = nil
    ) async throws(ServiceError) -> RemoteResponse {
        do {
            return try await attempt(method, path, authorization: authorization, body: body, duplicate: duplicate)
        } catch {
            throw error.error
        }
    }

    /// Why a request failed, and whether it may have reached the server all the same.
    struct Failure: Error {
        let error: ServiceError
        /// False only when the request surely never left: no connection could be made.
        let mayHaveReachedServer: Bool
    }

    /// `send`, for a change whose failure must say whether the server may have made it.
    func attempt(
        _ method: String,
        _ path: String,
        authorization: RemoteAuthorization,
        body: Data? = nil,
        duplicate: ServiceError? = nil
    ) async throws(Failure) -> RemoteResponse {
        let request = makeRequest(method, path, authorization: authorization, body: body)
        var outcome = await answerInTurn(to: request)
        if method == "GET", case .failure(.connectionLost) = outcome {
            try? await clock.sleep(for: retryBackoff)
            outcome = await answerInTurn(to: request)
        }
        let response: HTTPResponse
        switch outcome {
        case .success(let answer): response = answer
        case .failure(let error):
            let neverSent = [.connectionRefused, .unknownHost, .notConnected].contains(error)
            throw Failure(error: noAnswer(error, changing: method != "GET"), mayHaveReachedServer: !neverSent)
        }
        let status = response.status
        guard (200...299).contains(status) else {
            let error = failure(status: status, response: response, request: "\(method) /\(path)", authorization: authorization, duplicate: duplicate)
            throw Failure(error: error, mayHaveReachedServer: true)
        }
        return RemoteResponse(status: status, location: response.header("Location"), body: response.body)
    }

    /// The answer once the request's turn came; the timeout starts with the turn.
    private func answerInTurn(to request: HTTPRequest) async -> Result<HTTPResponse, HTTPTransportError> {
        await limiter.withTurn { await answer(to: request) } ?? .failure(.other("cancelled"))
    }

    /// The transport's answer, or `timedOut` once `timeout` has passed on the client's own
    /// clock, whichever comes first. The transport's timer is not enough: URLSession on
    /// Linux drops the fraction of a timeout (0.25 s times out at once) and reports it
    /// late when the process is busy.
    private func answer(to request: HTTPRequest) async -> Result<HTTPResponse, HTTPTransportError> {
        let (transport, clock, timeout) = (transport, clock, timeout)
        return await withTaskGroup(of: Result<HTTPResponse, HTTPTransportError>?.self) { group in
            group.addTask {
                do throws(HTTPTransportError) {
                    return .success(try await transport.send(request))
                } catch {
                    return .failure(error)
                }
            }
            group.addTask {
                // Cancelled once the answer came: then this child says nothing.
                try? await clock.sleep(for: .seconds(timeout))
                return Task.isCancelled ? nil : .failure(.timedOut)
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first ?? .failure(.timedOut)
        }
    }

    private func makeRequest(_ method: String, _ path: String, authorization: RemoteAuthorization, body: Data?) -> HTTPRequest {
        var headers = ["Accept": "application/json"]
        if body != nil {
            headers["Content-Type"] = "application/json"
        }
        switch authorization {
        case .none:
            break
        case .basic(let username, let passwordHash):
            headers["Authorization"] = "Basic " + Data("\(username):\(passwordHash)".utf8).base64EncodedString()
        case .bearer(let token):
            headers["Authorization"] = "Bearer \(token)"
        }
        return HTTPRequest(method: method, url: baseURL.appending(path: path), headers: headers, body: body, timeout: timeout)
    }

    // MARK: - Failures

    /// A request that got no (HTTP) answer: retrying later may work. A change whose connection
    /// dropped may have been made: the user is told to look before trying again.
    private func noAnswer(_ error: HTTPTransportError, changing: Bool) -> ServiceError {
        let reason: String
        switch error {
        case .notHTTP: return .unexpected("the server at \(serverDescription) did not answer in HTTP")
        case .tooLarge(let limit):
            return .unexpected("the server at \(serverDescription) sent an answer larger than \(Self.size(limit)), the most the app reads; it was not kept")
        case .connectionRefused: reason = "connection refused"
        case .unknownHost: reason = "unknown host"
        case .timedOut: reason = "no answer within \(Self.seconds(timeout))"
        case .connectionLost where changing:
            return .unavailable(
                "the connection to the server at \(serverDescription) dropped before it answered, so the change may or may not have been made; check, then try again"
            )
        case .connectionLost: reason = "the connection dropped"
        case .notConnected: reason = "no network connection"
        case .secureConnectionFailed: reason = "the secure connection failed"
        case .other(let description): reason = Self.sanitised(description)
        }
        return .unavailable("could not reach the server at \(serverDescription) (\(reason)); check that it is running, then try again")
    }

    /// A non-2xx answer, in the terms of the call that got it.
    private func failure(
        status: Int,
        response: HTTPResponse,
        request: String,
        authorization: RemoteAuthorization,
        duplicate: ServiceError?
    ) -> ServiceError {
        let reason = Self.reason(in: response.body)
        switch status {
        case 401:
            switch authorization {
            case .basic: return .wrongCredentials
            case .bearer: return .sessionExpired
            case .none: break
            }
        case 404:
            return .notFound
        case 300...399:
            // The transport follows a redirect only within the server's origin: this one leads away.
            let target = Self.sanitised(response.header("Location") ?? "another address")
            return .unexpected("the server at \(serverDescription) sent the app to \(target); it was not followed")
        case 409:
            if let duplicate { return duplicate }
        case 500:
            if let duplicate, let reason, reason.contains("constraintUniqueFailed") || reason.uppercased().contains("UNIQUE") {
                return duplicate
            }
        default:
            break
        }
        let explanation = reason.map { ": \($0)" } ?? ""
        if (500...599).contains(status) {
            return .unexpected("the server failed on \(request) (HTTP \(status)\(explanation)); try again later")
        }
        return .unexpected("the server answered \(request) with HTTP \(status)\(explanation)")
    }

    // MARK: - Reading answers

    /// Decodes a JSON answer; anything else is "unexpected", never a crash.
    static func decode<T: Decodable>(_ type: T.Type, from response: RemoteResponse, what: String) throws(ServiceError) -> T {
        do {
            return try JSONDecoder().decode(type, from: response.body)
        } catch {
            throw .unexpected("the server's \(what) could not be read")
        }
    }

    /// The id at the end of the `Location` header of a `201 Created`.
    static func createdID<ID>(in response: RemoteResponse, what: String, parse: (String) -> ID?) throws(ServiceError) -> ID {
        guard let location = response.location?.trimmingCharacters(in: .whitespaces), !location.isEmpty else {
            throw .unexpected("the server did not say where it created the \(what) (no Location header)")
        }
        // Either a path ("/api/players/7") or an absolute URL; the id is the last component.
        let path = URL(string: location)?.path ?? location
        guard let last = path.split(separator: "/").last, let id = parse(String(last)) else {
            throw .unexpected("the server's Location header for the new \(what) holds no \(what) id")
        }
        return id
    }

    /// JSON for a request body (keys sorted, so the same value is always the same bytes).
    static func json(_ value: some Encodable) throws(ServiceError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return try encoder.encode(value)
        } catch {
            throw .unexpected("could not encode a request: \(error)")
        }
    }

    /// The `reason` of an error body `{"error": true, "reason": "…"}`, made safe to show.
    static func reason(in body: Data) -> String? {
        guard let error = try? JSONDecoder().decode(RemoteErrorBody.self, from: body),
            let reason = error.reason.map({ sanitised($0) }), !reason.isEmpty
        else { return nil }
        return reason
    }

    /// Text from the server as a short printable line: control and format
    /// characters become spaces, runs of spaces one, and it is cut at `maximum`.
    static func sanitised(_ text: String, maximum: Int = 120) -> String {
        var line = ""
        var lastWasSpace = true
        for scalar in text.unicodeScalars.prefix(maximum * 4) {
            let printable =
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned, .spaceSeparator: false
                default: true
                }
            if printable {
                line.unicodeScalars.append(scalar)
                lastWasSpace = false
            } else if !lastWasSpace {
                line.append(" ")
                lastWasSpace = true
            }
        }
        // No space leads (none is added first); one may trail.
        if line.unicodeScalars.last == " " { line.unicodeScalars.removeLast() }
        return line.count > maximum ? line.prefix(maximum - 1) + "…" : line
    }

    /// "16 MiB", "512 KiB", "900 bytes".
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    /// "10 s", "0.5 s".
    static func seconds(_ interval: TimeInterval) -> String {
        let whole = interval.rounded()
        return whole == interval && abs(whole) < 1e9 ? "\(Int(whole)) s" : "\(interval) s"
    }
}

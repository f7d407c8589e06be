import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A server that answers whatever a test tells it to, byte for byte, over a real loopback
/// socket: the hostile servers the app must withstand (redirects to another origin, endless or
/// expanding bodies). It records every request it receives, so a test can see what reached it.
/// One connection per request (`Connection: close`).
public final class HostileServer: Sendable {
    public struct Request: Sendable {
        public var method: String
        public var path: String
        /// Header names in lower case.
        public var headers: [String: String]
    }

    /// What to send back: the status line and headers, then `body`, `repeats` times over (an
    /// answer of a gigabyte costs the server one chunk).
    public struct Answer: Sendable {
        public var status: Int
        public var headers: [(String, String)]
        public var body: Data
        public var repeats: Int
        /// False: no `Content-Length`, the body ends when the connection closes.
        public var declaresLength: Bool

        public init(status: Int, headers: [(String, String)] = [], body: Data = Data(), repeats: Int = 1, declaresLength: Bool = true) {
            self.status = status
            self.headers = headers
            self.body = body
            self.repeats = repeats
            self.declaresLength = declaresLength
        }

        public static func json(_ text: String) -> Answer {
            Answer(status: 200, headers: [("Content-Type", "application/json")], body: Data(text.utf8))
        }
    }

    public let baseURL: URL
    private let listener: Int32
    private let answer: @Sendable (Request) -> Answer
    private let received = Mutex<[Request]>([])
    private let stopped = Mutex(false)

    /// Starts listening on a free loopback port; `answer` is asked once per request.
    public init(answer: @escaping @Sendable (Request) -> Answer) throws {
        let (descriptor, port) = try boundLoopbackSocket()
        guard listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw HostileServerError.cannotListen
        }
        listener = descriptor
        baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
        self.answer = answer
        Thread.detachNewThread { [self] in acceptConnections() }
    }

    /// Every request received so far, in order.
    public var requests: [Request] { received.withLock { $0 } }

    /// Stops accepting; connections being answered finish by themselves.
    public func stop() {
        let wasStopped = stopped.withLock { stopped in
            defer { stopped = true }
            return stopped
        }
        guard !wasStopped else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    deinit { stop() }

    private func acceptConnections() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR { continue }
                return
            }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let request = Self.readRequest(from: connection) else { return }
        received.withLock { $0.append(request) }
        let answer = answer(request)
        var head = "HTTP/1.1 \(answer.status) Hostile\r\nConnection: close\r\n"
        for (name, value) in answer.headers { head += "\(name): \(value)\r\n" }
        if answer.declaresLength { head += "Content-Length: \(answer.body.count * answer.repeats)\r\n" }
        head += "\r\n"
        guard Self.write(Data(head.utf8), to: connection) else { return }
        for _ in 0..<answer.repeats where !stopped.withLock({ $0 }) {
            guard Self.write(answer.body, to: connection) else { return }
        }
    }

    /// The request line and headers, and any body its `Content-Length` announces (read and dropped).
    private static func readRequest(from connection: Int32) -> Request? {
        var bytes = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end = Data("\r\n\r\n".utf8)
        while bytes.range(of: end) == nil {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0, bytes.count < 1 << 20 else { return nil }
            bytes.append(contentsOf: buffer[0..<count])
        }
        guard let headEnd = bytes.range(of: end) else { return nil }
        let lines = String(decoding: bytes[..<headEnd.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines.first?.split(separator: " ") ?? []
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var bodyLeft = (Int(headers["content-length"] ?? "") ?? 0) - (bytes.count - headEnd.upperBound)
        while bodyLeft > 0 {
            let count = recv(connection, &buffer, min(buffer.count, bodyLeft), 0)
            guard count > 0 else { break }
            bodyLeft -= count
        }
        return Request(method: String(requestLine[0]), path: String(requestLine[1]), headers: headers)
    }

    /// False once the client has gone.
    private static func write(_ data: Data, to connection: Int32) -> Bool {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let sent = send(connection, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }
}

enum HostileServerError: Error {
    case cannotListen
}

/// A gzip body that inflates to about `expandedBytes` zero bytes from about 1/160 of that: one
/// deflate block of fixed codes, a literal zero then runs of 258 bytes at distance 1. It has no
/// valid trailer: a client that reads it to the end fails there.
public func gzipBomb(expandedBytes: Int) -> Data {
    // Eight runs take 104 bits, 13 whole bytes: past its first two bytes the stream repeats them,
    // so a gigabyte's stream is written by copying, not bit by bit.
    let eightRuns = deflatedZeros(runs: 8)
    let period = deflatedZeros(runs: 16)[2..<15]
    let groups = max(1, expandedBytes / 258 / 8)
    var stream = Data(eightRuns[..<2])
    stream.reserveCapacity(13 * groups + 16)
    for _ in 1..<groups { stream.append(period) }
    stream.append(eightRuns[2...])
    return Data([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]) + stream
}

/// A deflate stream of fixed codes: a literal zero, `runs` runs of 258 zeros, the end of block.
public func deflatedZeros(runs: Int) -> Data {
    var bits = BitWriter()
    bits.write(0b1, count: 1)  // the final block
    bits.write(0b01, count: 2)  // fixed Huffman codes
    bits.writeCode(0b0011_0000, count: 8)  // literal 0
    for _ in 0..<runs {
        bits.writeCode(0b1100_0101, count: 8)  // length 258 (symbol 285)
        bits.writeCode(0b00000, count: 5)  // distance 1
    }
    bits.writeCode(0b000_0000, count: 7)  // end of block
    return bits.flushed()
}

/// Deflate's bit order: values least significant bit first, Huffman codes most significant first.
private struct BitWriter {
    private var bytes = Data()
    private var current: UInt8 = 0
    private var used = 0

    mutating func write(_ value: UInt32, count: Int) {
        for index in 0..<count { append(bit: UInt8((value >> index) & 1)) }
    }

    mutating func writeCode(_ code: UInt32, count: Int) {
        for index in (0..<count).reversed() { append(bit: UInt8((code >> index) & 1)) }
    }

    /// The bytes written, the last one padded with zero bits.
    mutating func flushed() -> Data {
        if used > 0 { write(0, count: 8 - used) }
        return bytes
    }

    private mutating func append(bit: UInt8) {
        current |= bit << used
        used += 1
        if used == 8 {
            bytes.append(current)
            current = 0
            used = 0
        }
    }
}

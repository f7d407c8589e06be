import Foundation

/// The signed-in user. `id` is opaque: each store decides what it holds.
public struct User: Sendable, Hashable {
    public let id: String
    public let username: String

    public init(id: String, username: String) {
        self.id = id
        self.username = username
    }
}

/// What the user types to log in or register.
public struct Credentials: Sendable, Hashable {
    public var username: String
    public var password: String

    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }
}

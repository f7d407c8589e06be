import Testing

@testable import ConfirmPlayers

/// What a use case answered, as a value to compare: the value, or the refusal it threw.
func result<Value>(_ use: @autoclosure () throws(ConfirmPlayersRefusal) -> Value) -> Result<Value, ConfirmPlayersRefusal> {
    do {
        return .success(try use())
    } catch {
        return .failure(error)
    }
}

/// What an asynchronous use case answered, as a value to compare. On the main actor, as the Interactor is.
@MainActor
func result<Value>(_ use: @autoclosure () async throws(ConfirmPlayersRefusal) -> Value) async -> Result<Value, ConfirmPlayersRefusal> {
    do {
        return .success(try await use())
    } catch {
        return .failure(error)
    }
}

import Testing

@testable import PlayerList

/// The Interactor's tests name picks as a user types them, read as the View reads them (a line
/// that picks no one never reaches the Interactor: the View says so).
extension PlayerListInteractor {
    func select(_ line: String) -> Result<PlayerListSelecting, PlayerListRefusal> {
        result(try select(picks(line)))
    }

    func toggle(_ line: String) -> Result<Void, PlayerListRefusal> {
        result(try toggle(picks(line)))
    }

    private func picks(_ line: String) -> PlayerPicks {
        guard let picks = PlayerPicks(line) else {
            Issue.record("\(line) picks no one")
            return PlayerPicks(.none)
        }
        return picks
    }
}

/// What a use case answered, or why it refused.
@MainActor
func result<Value>(_ use: @autoclosure () throws(PlayerListRefusal) -> Value) -> Result<Value, PlayerListRefusal> {
    do {
        return .success(try use())
    } catch {
        return .failure(error)
    }
}

/// What an asynchronous use case answered, or why it refused.
@MainActor
func awaited<Value>(_ use: @autoclosure () async throws(PlayerListRefusal) -> Value) async -> Result<Value, PlayerListRefusal> {
    do {
        return .success(try await use())
    } catch {
        return .failure(error)
    }
}

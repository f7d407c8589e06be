import AuthenticationInterface
import Domain
import Foundation
import GathersInterface
import PlayersInterface
import RecordsInterface

// The service interfaces' doubles with their calls recorded in a `ServiceCallLog`: each call is
// recorded first (and failed or held there, as the log says), then answered by the closure the
// test set. `RegisteredUser`'s fault-injecting store, for tests that link no store.

extension PlayersServiceDouble {
    /// This double, every call recorded in `log` before it answers.
    public func recorded(in log: ServiceCallLog) -> PlayersServiceDouble {
        var recorded = self
        recorded.onPlayers = {
            try await log.record(.players)
            return try await onPlayers()
        }
        recorded.onAdd = { details in
            try await log.record(.addPlayer(details))
            return try await onAdd(details)
        }
        recorded.onAddAll = { players in
            try await log.record(.addPlayers(players))
            return try await onAddAll(players)
        }
        recorded.onUpdate = { player in
            try await log.record(.updatePlayer(player))
            return try await onUpdate(player)
        }
        recorded.onDelete = { id in
            try await log.record(.deletePlayer(id: id))
            try await onDelete(id)
        }
        return recorded
    }
}

extension GathersServiceDouble {
    /// This double, every call `ServiceCall` names recorded in `log` before it answers: the list of
    /// finished gathers as `.finishedGathers` (to the screens that list them it is the same call).
    /// Changing a match's progress and the matches that wait pass straight to the closures.
    public func recorded(in log: ServiceCallLog) -> GathersServiceDouble {
        var recorded = self
        recorded.onStartGather = { players, date in
            try await log.record(.startGather(players))
            return try await onStartGather(players, date)
        }
        recorded.onEndGather = { id, score, date in
            try await log.record(.endGather(id: id, score: score))
            return try await onEndGather(id, score, date)
        }
        recorded.onAddFinishedGather = { gather in
            try await log.record(.addFinishedGather(gather))
            return try await onAddFinishedGather(gather)
        }
        recorded.onAddFinishedGathers = { gathers in
            try await log.record(.addFinishedGathers(gathers))
            return try await onAddFinishedGathers(gathers)
        }
        recorded.onFinishedGathers = {
            try await log.record(.finishedGathers)
            return try await onFinishedGathers()
        }
        recorded.onFinishedGatherList = {
            try await log.record(.finishedGathers)
            return try await onFinishedGatherList()
        }
        recorded.onPlayersOfFinishedGather = { id in
            try await log.record(.playersOfFinishedGather(id: id))
            return try await onPlayersOfFinishedGather(id)
        }
        recorded.onMovePlayer = { index, team, id in
            try await log.record(.movePlayer(index: index, team: team, gather: id))
            try await onMovePlayer(index, team, id)
        }
        recorded.onUnfinishedGather = {
            try await log.record(.unfinishedGather)
            return try await onUnfinishedGather()
        }
        recorded.onDiscardGather = { id in
            try await log.record(.discardGather(id: id))
            return try await onDiscardGather(id)
        }
        recorded.onDeleteFinishedGather = { id in
            try await log.record(.deleteFinishedGather(id: id))
            try await onDeleteFinishedGather(id)
        }
        return recorded
    }
}

extension RecordsServiceDouble {
    /// This double, every call recorded in `log` before it answers.
    public func recorded(in log: ServiceCallLog) -> RecordsServiceDouble {
        var recorded = self
        recorded.onRecords = { since, progress in
            try await log.record(.records(since: since))
            return try await onRecords(since, progress)
        }
        recorded.onPlayerRecords = { id, since, progress in
            try await log.record(.playerRecords(id: id, since: since))
            return try await onPlayerRecords(id, since, progress)
        }
        recorded.onMatches = { id, limit in
            try await log.record(.playerMatches(id: id, limit: limit))
            return try await onMatches(id, limit)
        }
        return recorded
    }
}

extension AuthenticationServiceDouble {
    /// This double, every call recorded in `log` before it answers (logging out, which can't fail, only recorded).
    public func recorded(in log: ServiceCallLog) -> AuthenticationServiceDouble {
        var recorded = self
        recorded.onRegister = { credentials in
            try await log.record(.register(credentials))
            return try await onRegister(credentials)
        }
        recorded.onLogIn = { credentials in
            try await log.record(.logIn(credentials))
            return try await onLogIn(credentials)
        }
        recorded.onLogOut = { user in
            log.note(.logOut(user))
            await onLogOut(user)
        }
        recorded.onAvailability = { username in
            try await log.record(.usernameAvailability(username))
            return try await onAvailability(username)
        }
        return recorded
    }
}

extension RememberedUsernameStoreDouble {
    /// This double, every call recorded in `log` before it answers.
    public func recorded(in log: ServiceCallLog) -> RememberedUsernameStoreDouble {
        var recorded = self
        recorded.onRememberedUsername = {
            try await log.record(.rememberedUsername)
            return try await onRememberedUsername()
        }
        recorded.onSetRememberedUsername = { username in
            try await log.record(.setRememberedUsername(username))
            try await onSetRememberedUsername(username)
        }
        return recorded
    }
}

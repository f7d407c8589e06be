import AuthenticationInterface
import Domain
import Foundation
import GathersInterface
import PlayersInterface

// Each service's test double with its calls noted in a `ServiceCallLog` before it answers, failing as
// the log plans: `PlayersServiceDouble(...).recorded(in: log)`. Set the answers first; a call left unset
// is noted too, then throws as the double does.

extension PlayersServiceDouble {
    public func recorded(in log: ServiceCallLog) -> PlayersServiceDouble {
        let (players, add, addAll, update, delete) = (onPlayers, onAdd, onAddAll, onUpdate, onDelete)
        var recorded = self
        recorded.onPlayers = {
            try log.record(.players)
            return try await players()
        }
        recorded.onAdd = { details in
            try log.record(.addPlayer(details))
            return try await add(details)
        }
        recorded.onAddAll = { details in
            try log.record(.addPlayers(details))
            return try await addAll(details)
        }
        recorded.onUpdate = { player in
            try log.record(.updatePlayer(player))
            return try await update(player)
        }
        recorded.onDelete = { id in
            try log.record(.deletePlayer(id: id))
            try await delete(id)
        }
        return recorded
    }
}

extension GathersServiceDouble {
    /// `finishedGatherList` is noted as `finishedGathers`: to a screen that lists them, it is the same
    /// call. A change of progress and the waiting matches' calls are not noted.
    public func recorded(in log: ServiceCallLog) -> GathersServiceDouble {
        let (start, end, addFinished, addAllFinished) = (onStartGather, onEndGather, onAddFinishedGather, onAddFinishedGathers)
        let (finished, list, playersOf, move) = (onFinishedGathers, onFinishedGatherList, onPlayersOfFinishedGather, onMovePlayer)
        let (unfinished, discard, delete) = (onUnfinishedGather, onDiscardGather, onDeleteFinishedGather)
        var recorded = self
        recorded.onStartGather = { players, date in
            try log.record(.startGather(players))
            return try await start(players, date)
        }
        recorded.onEndGather = { id, score, date in
            try log.record(.endGather(id: id, score: score))
            return try await end(id, score, date)
        }
        recorded.onAddFinishedGather = { gather in
            try log.record(.addFinishedGather(gather))
            return try await addFinished(gather)
        }
        recorded.onAddFinishedGathers = { gathers in
            try log.record(.addFinishedGathers(gathers))
            return try await addAllFinished(gathers)
        }
        recorded.onFinishedGathers = {
            try log.record(.finishedGathers)
            return try await finished()
        }
        recorded.onFinishedGatherList = {
            try log.record(.finishedGathers)
            return try await list()
        }
        recorded.onPlayersOfFinishedGather = { id in
            try log.record(.playersOfFinishedGather(id: id))
            return try await playersOf(id)
        }
        recorded.onMovePlayer = { index, team, id in
            try log.record(.movePlayer(index: index, team: team, gather: id))
            try await move(index, team, id)
        }
        recorded.onUnfinishedGather = {
            try log.record(.unfinishedGather)
            return try await unfinished()
        }
        recorded.onDiscardGather = { id in
            try log.record(.discardGather(id: id))
            return try await discard(id)
        }
        recorded.onDeleteFinishedGather = { id in
            try log.record(.deleteFinishedGather(id: id))
            try await delete(id)
        }
        return recorded
    }
}

extension AuthenticationServiceDouble {
    /// Logging out can't fail: it is only noted.
    public func recorded(in log: ServiceCallLog) -> AuthenticationServiceDouble {
        let (register, logIn, logOut, availability) = (onRegister, onLogIn, onLogOut, onAvailability)
        var recorded = self
        recorded.onRegister = { credentials in
            try log.record(.register(credentials))
            return try await register(credentials)
        }
        recorded.onLogIn = { credentials in
            try log.record(.logIn(credentials))
            return try await logIn(credentials)
        }
        recorded.onLogOut = { user in
            log.note(.logOut(user))
            await logOut(user)
        }
        recorded.onAvailability = { username in
            try log.record(.usernameAvailability(username))
            return try await availability(username)
        }
        return recorded
    }
}

extension RememberedUsernameStoreDouble {
    public func recorded(in log: ServiceCallLog) -> RememberedUsernameStoreDouble {
        let (remembered, setRemembered) = (onRememberedUsername, onSetRememberedUsername)
        var recorded = self
        recorded.onRememberedUsername = {
            try log.record(.rememberedUsername)
            return try await remembered()
        }
        recorded.onSetRememberedUsername = { username in
            try log.record(.setRememberedUsername(username))
            try await setRemembered(username)
        }
        return recorded
    }
}

import Domain
import Foundation
import GathersInterface

/// A call a store's services got, with what it was given.
public enum ServiceCall: Sendable, Equatable {
    case register(Credentials)
    case logIn(Credentials)
    case logOut(User)
    case usernameAvailability(String)
    case rememberedUsername
    case setRememberedUsername(String?)
    case players
    case addPlayer(PlayerDetails)
    case addPlayers([PlayerDetails])
    case updatePlayer(Player)
    case deletePlayer(id: Int)
    case startGather([GatherPlayer])
    case endGather(id: UUID, score: Score)
    case addFinishedGather(Gather)
    case addFinishedGathers([Gather])
    case finishedGathers
    case saveProgress(GatherProgress, gather: UUID)
    case movePlayer(index: Int, team: Team, gather: UUID)
    case unfinishedGather
    case discardGather(id: UUID)
    case records(since: Date?)
    case playerRecords(id: Int, since: Date?)
    case playerMatches(id: Int, limit: Int)
    case deleteFinishedGather(id: UUID)
    case playersOfFinishedGather(id: UUID)

    /// A call without its arguments: what a fault applies to.
    public enum Kind: Sendable, Hashable, CaseIterable {
        case register, logIn, logOut, usernameAvailability, rememberedUsername, setRememberedUsername
        case players, addPlayer, addPlayers, updatePlayer, deletePlayer
        case startGather, endGather, addFinishedGather, addFinishedGathers, finishedGathers, saveProgress, movePlayer, unfinishedGather, discardGather
        case records, playerRecords, playerMatches
        case deleteFinishedGather, playersOfFinishedGather
    }

    public var kind: Kind {
        switch self {
        case .register: .register
        case .logIn: .logIn
        case .logOut: .logOut
        case .usernameAvailability: .usernameAvailability
        case .rememberedUsername: .rememberedUsername
        case .setRememberedUsername: .setRememberedUsername
        case .players: .players
        case .addPlayer: .addPlayer
        case .addPlayers: .addPlayers
        case .updatePlayer: .updatePlayer
        case .deletePlayer: .deletePlayer
        case .startGather: .startGather
        case .endGather: .endGather
        case .addFinishedGather: .addFinishedGather
        case .addFinishedGathers: .addFinishedGathers
        case .finishedGathers: .finishedGathers
        case .saveProgress: .saveProgress
        case .movePlayer: .movePlayer
        case .unfinishedGather: .unfinishedGather
        case .discardGather: .discardGather
        case .records: .records
        case .playerRecords: .playerRecords
        case .playerMatches: .playerMatches
        case .deleteFinishedGather: .deleteFinishedGather
        case .playersOfFinishedGather: .playersOfFinishedGather
        }
    }
}

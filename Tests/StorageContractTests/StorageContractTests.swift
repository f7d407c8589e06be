import Domain
import Foundation
import GathersInterface
import StorageSupport
import StoreTestSupport
import TestSupport
import Testing

/// What every store promises, checked against each of them. Where the remote
/// store legitimately differs (its server keeps no dates, so its history is in
/// creation order), the test says so with `kind.isRemote`.
@Suite(.sharedStandInServer) struct StorageContractTests {
    private let kickOff = Date(timeIntervalSince1970: 1_700_000_000)

    // MARK: - Accounts

    @Test(arguments: StoreKind.checked)
    func register_thenLogIn_givesTheSameUser(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let registered = try await store.register(Credentials(username: "  ann ", password: " secret "))
            #expect(registered.username == "ann")
            #expect(try await store.logIn(Credentials(username: "ann", password: " secret ")) == registered)
            #expect(try await store.logIn(Credentials(username: " ann", password: " secret ")) == registered)
        }
    }

    @Test(arguments: StoreKind.checked)
    func logIn_withTheWrongPassword_isRefused(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            _ = try await store.register(Credentials(username: "ann", password: "secret"))
            for password in ["Secret", "secret ", "", "x"] {
                await #expect(throws: ServiceError.wrongCredentials) {
                    try await store.logIn(Credentials(username: "ann", password: password))
                }
            }
        }
    }

    @Test(arguments: StoreKind.checked)
    func logIn_asAnUnknownUser_isRefusedLikeAWrongPassword(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            for username in ["bob", "", "a:b"] {
                await #expect(throws: ServiceError.wrongCredentials) {
                    try await store.logIn(Credentials(username: username, password: "secret"))
                }
            }
        }
    }

    @Test(arguments: StoreKind.checked)
    func register_aTakenUsername_isRefused_andKeepsTheFirstAccount(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.register(Credentials(username: "ann", password: "first"))
            await #expect(throws: ServiceError.usernameTaken) {
                try await store.register(Credentials(username: " ann ", password: "second"))
            }
            #expect(try await store.logIn(Credentials(username: "ann", password: "first")) == ann)
        }
    }

    @Test(arguments: StoreKind.checked)
    func availability_ofAUsername_isToldBeforeRegistering_whereTheStoreCan(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            _ = try await store.register(Credentials(username: "ann", password: "secret"))
            if kind.isRemote {
                // The web service's API has no lookup: only registering tells.
                #expect(try await store.availability(ofUsername: "ann") == .unknown)
                #expect(try await store.availability(ofUsername: "bob") == .unknown)
            } else {
                #expect(try await store.availability(ofUsername: " ann ") == .taken)
                #expect(try await store.availability(ofUsername: "bob") == .free)
                #expect(try await store.availability(ofUsername: "Ann") == .free, "usernames are case-sensitive, as registering is")
            }
        }
    }

    @Test(arguments: StoreKind.checked)
    func register_withInvalidCredentials_isRefused_andStoresNothing(kind: StoreKind) async throws {
        let refusals: [(Credentials, ValidationError)] = [
            (Credentials(username: "   ", password: "secret"), .required(field: .username)),
            (Credentials(username: "a:b", password: "secret"), .forbiddenCharacter(field: .username, character: ":")),
            (Credentials(username: "an\u{7}n", password: "secret"), .controlCharacters(field: .username)),
            (Credentials(username: String(repeating: "a", count: 51), password: "secret"), .tooLong(field: .username, maximum: 50)),
            (Credentials(username: "ann", password: ""), .required(field: .password)),
        ]
        try await withStore(kind) { store in
            for (credentials, error) in refusals {
                await #expect(throws: ServiceError.invalid(error)) { try await store.register(credentials) }
            }
            await #expect(throws: ServiceError.wrongCredentials) {
                try await store.logIn(Credentials(username: "ann", password: ""))
            }
        }
    }

    @Test(arguments: StoreKind.checked)
    func logOut_keepsTheAccount(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.register(Credentials(username: "ann", password: "secret"))
            await store.logOut(ann)
            #expect(try await store.logIn(Credentials(username: "ann", password: "secret")) == ann)
        }
    }

    @Test(arguments: StoreKind.checked)
    func rememberedUsername_isSet_replaced_andCleared(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            #expect(try await store.rememberedUsername() == nil)
            try await store.setRememberedUsername("ann")
            #expect(try await store.rememberedUsername() == "ann")
            try await store.setRememberedUsername("bob")
            #expect(try await store.rememberedUsername() == "bob")
            try await store.setRememberedUsername(nil)
            #expect(try await store.rememberedUsername() == nil)
        }
    }

    // MARK: - Players

    @Test(arguments: StoreKind.checked)
    func players_areListedByNameIgnoringCase_thenByTheExactName_thenByID(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            #expect(try await ann.players.players().isEmpty)
            for name in ["bob", "Alice", "carl", "alice", "Bob", "bob"] {
                _ = try await ann.players.add(PlayerDetails(name: name))
            }
            let listed = try await ann.players.players()
            #expect(listed.map(\.name) == ["Alice", "alice", "Bob", "bob", "bob", "carl"])
            #expect(listed[3].id < listed[4].id)
        }
    }

    /// As people sort names: accents with their letter (as `/ text` finds them), numbers by value.
    @Test(arguments: StoreKind.checked)
    func players_areListedAsPeopleSortNames(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            for name in ["Zoë", "Óscar", "Łukasz", "Ana Costa 376", "Ana Costa 76", "oscar", "Mia", "2 Bea", "10 Bea", "Lara"] {
                _ = try await ann.players.add(PlayerDetails(name: name))
            }
            let listed = try await ann.players.players()
            #expect(
                listed.map(\.name) == ["2 Bea", "10 Bea", "Ana Costa 76", "Ana Costa 376", "Lara", "Łukasz", "Mia", "oscar", "Óscar", "Zoë"])
        }
    }

    @Test(arguments: StoreKind.checked)
    func add_storesTheValidatedTrimmedDetails(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let added = try await ann.players.add(
                PlayerDetails(
                    name: "  Zoë  ", age: 30, position: .striker, skill: .professional, favouriteTeam: "  Arsenal "
                ))
            #expect(added.details == PlayerDetails(name: "Zoë", age: 30, position: .striker, skill: .professional, favouriteTeam: "Arsenal"))
            let plain = try await ann.players.add(PlayerDetails(name: "Max", favouriteTeam: "   "))
            #expect(plain.details == PlayerDetails(name: "Max"))
            #expect(try await ann.players.players() == [plain, added])
        }
    }

    @Test(arguments: StoreKind.checked)
    func update_replacesThePlayersDetails(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let player = try await ann.players.add(PlayerDetails(name: "Max", age: 20, position: .defender))
            let updated = try await ann.players.update(
                Player(
                    id: player.id, details: PlayerDetails(name: " Maxine ", skill: .amateur, favouriteTeam: "Ajax")
                ))
            #expect(updated == Player(id: player.id, details: PlayerDetails(name: "Maxine", skill: .amateur, favouriteTeam: "Ajax")))
            #expect(try await ann.players.players() == [updated])
        }
    }

    @Test(arguments: StoreKind.checked)
    func delete_removesOnlyThatPlayer(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let max = try await ann.players.add(PlayerDetails(name: "Max"))
            let kim = try await ann.players.add(PlayerDetails(name: "Kim"))
            try await ann.players.delete(playerID: max.id)
            #expect(try await ann.players.players() == [kim])
            await #expect(throws: ServiceError.notFound) { try await ann.players.delete(playerID: max.id) }
        }
    }

    @Test(arguments: StoreKind.checked)
    func invalidPlayers_areRefused_andChangeNothing(kind: StoreKind) async throws {
        let refusals: [(PlayerDetails, ValidationError)] = [
            (PlayerDetails(name: "   "), .required(field: .player(.name))),
            (PlayerDetails(name: String(repeating: "a", count: 51)), .tooLong(field: .player(.name), maximum: 50)),
            (PlayerDetails(name: String(repeating: "a", count: 10_000)), .tooLong(field: .player(.name), maximum: 50)),
            (PlayerDetails(name: "Max", age: 0), .outOfRange(field: .player(.age), range: 1...120)),
            (PlayerDetails(name: "Max", age: 121), .outOfRange(field: .player(.age), range: 1...120)),
            (PlayerDetails(name: "Ma\u{1B}[31mx"), .controlCharacters(field: .player(.name))),
            (PlayerDetails(name: "Max", favouriteTeam: "Aj\nax"), .controlCharacters(field: .player(.favouriteTeam))),
        ]
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let kim = try await ann.players.add(PlayerDetails(name: "Kim", age: 40))
            for (details, error) in refusals {
                await #expect(throws: ServiceError.invalid(error)) { try await ann.players.add(details) }
                await #expect(throws: ServiceError.invalid(error)) {
                    try await ann.players.update(Player(id: kim.id, details: details))
                }
            }
            #expect(try await ann.players.players() == [kim])
        }
    }

    @Test(arguments: StoreKind.checked)
    func sqlInANameIsStoredVerbatim(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let name = "'); DROP TABLE players;--"
            let added = try await ann.players.add(PlayerDetails(name: name, favouriteTeam: "\" OR 1=1 --"))
            #expect(try await ann.players.players() == [added])
            #expect(added.name == name)
            #expect(added.favouriteTeam == "\" OR 1=1 --")
        }
    }

    @Test(arguments: StoreKind.checked)
    func changingAPlayerThatDoesNotExist_isNotFound(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            await #expect(throws: ServiceError.notFound) {
                try await ann.players.update(Player(id: 404, details: PlayerDetails(name: "Nobody")))
            }
            await #expect(throws: ServiceError.notFound) { try await ann.players.delete(playerID: 404) }
            #expect(try await ann.players.players().isEmpty)
        }
    }

    // MARK: - Isolation

    @Test(arguments: StoreKind.checked)
    func usersNeverSeeOrChangeEachOthersData(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let bob = try await store.account("bob")
            let max = try await ann.players.add(PlayerDetails(name: "Max"))
            let kim = try await ann.players.add(PlayerDetails(name: "Kim"))
            let gather = try await ann.gathers.startGather(
                with: [GatherPlayer(player: max, team: .teamA), GatherPlayer(player: kim, team: .teamB)], at: kickOff
            )
            try await ann.gathers.endGather(id: gather.id, score: Score(teamA: 1, teamB: 0), at: kickOff + 600)

            #expect(try await bob.players.players().isEmpty)
            #expect(try await bob.gathers.finishedGathers().isEmpty)
            await #expect(throws: ServiceError.notFound) {
                try await bob.players.update(Player(id: max.id, details: PlayerDetails(name: "Stolen")))
            }
            await #expect(throws: ServiceError.notFound) { try await bob.players.delete(playerID: max.id) }
            await #expect(throws: ServiceError.notFound) {
                try await bob.gathers.endGather(id: gather.id, score: Score(teamA: 0, teamB: 9), at: kickOff + 900)
            }
            await #expect(throws: ServiceError.notFound) {
                try await bob.gathers.startGather(with: [GatherPlayer(player: max, team: .teamA)], at: kickOff)
            }

            #expect(try await ann.players.players() == [kim, max])
            #expect(try await ann.gathers.finishedGathers().map(\.score) == [Score(teamA: 1, teamB: 0)])
        }
    }

    /// A list may leave players out, but only where it says so, and they come back as the full history has them.
    @Test(arguments: StoreKind.checked)
    func theListOfFinishedGathers_andThePlayersItLeftOut_makeTheFullHistory(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let max = try await ann.players.add(PlayerDetails(name: "Max"))
            let kim = try await ann.players.add(PlayerDetails(name: "Kim"))
            for minutes in [0, 90] {
                let gather = try await ann.gathers.startGather(
                    with: [GatherPlayer(player: max, team: .teamA), GatherPlayer(player: kim, team: .teamB)], at: kickOff + Double(minutes * 60)
                )
                try await ann.gathers.endGather(id: gather.id, score: Score(teamA: minutes / 90, teamB: 1), at: kickOff + Double(minutes * 60 + 60))
            }
            _ = try await ann.gathers.startGather(with: [GatherPlayer(player: max, team: .teamA)], at: kickOff + 9_000)

            let full = try await ann.gathers.finishedGathers()
            let list = try await ann.gathers.finishedGatherList()
            #expect(list.gathers.map(\.id) == full.map(\.id))
            #expect(list.playersLeftOut.isSubset(of: Set(full.map(\.id))))
            var completed = list.gathers
            for index in completed.indices where list.playersLeftOut.contains(completed[index].id) {
                #expect(completed[index].players.isEmpty)
                completed[index].players = try await ann.gathers.players(ofFinishedGather: completed[index].id)
            }
            #expect(completed == full)
            for gather in full {
                #expect(try await ann.gathers.players(ofFinishedGather: gather.id) == gather.players)
            }
        }
    }

    @Test(arguments: StoreKind.checked)
    func servicesForAUserThisStoreDoesNotKnow_reportAnExpiredSession(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            _ = try await store.account("ann")
            for stranger in [User(id: "999", username: "ghost"), User(id: "remote-token", username: "ann")] {
                let account = store.account(stranger)
                await #expect(throws: ServiceError.sessionExpired) { try await account.players.players() }
                await #expect(throws: ServiceError.sessionExpired) { try await account.players.add(PlayerDetails(name: "Max")) }
                await #expect(throws: ServiceError.sessionExpired) { try await account.gathers.finishedGathers() }
                await #expect(throws: ServiceError.sessionExpired) {
                    try await account.gathers.startGather(with: [], at: kickOff)
                }
                await #expect(throws: ServiceError.sessionExpired) { try await account.gathers.unfinishedGather() }
                await #expect(throws: ServiceError.sessionExpired) {
                    try await account.gathers.saveProgress(GatherProgress(), ofGather: UUID())
                }
                await #expect(throws: ServiceError.sessionExpired) { try await account.gathers.discardGather(id: UUID()) }
            }
        }
    }

    @Test(arguments: StoreKind.checked)
    func usersNeverSeeOrChangeEachOthersUnfinishedGathers(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let bob = try await store.account("bob")
            let max = try await ann.players.add(PlayerDetails(name: "Max"))
            let gather = try await ann.gathers.startGather(with: [GatherPlayer(player: max, team: .teamA)], at: kickOff)
            let saved = GatherProgress(score: Score(teamA: 1, teamB: 0), timer: GatherTimer(remaining: 500, isRunning: true))
            try await ann.gathers.saveProgress(saved, ofGather: gather.id)

            #expect(try await bob.gathers.unfinishedGather() == nil)
            await #expect(throws: ServiceError.notFound) {
                try await bob.gathers.saveProgress(GatherProgress(score: Score(teamA: 0, teamB: 9)), ofGather: gather.id)
            }
            await #expect(throws: ServiceError.notFound) { try await bob.gathers.discardGather(id: gather.id) }

            #expect(try await ann.gathers.unfinishedGather() == UnfinishedGather(gather: gather, progress: saved))
        }
    }

    // MARK: - Gathers

    @Test(arguments: StoreKind.checked)
    func startGather_returnsTheGatherWithEveryPlayersTeam(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let max = try await ann.players.add(PlayerDetails(name: "Max", position: .goalkeeper, skill: .amateur))
            let kim = try await ann.players.add(PlayerDetails(name: "Kim"))
            let players = [
                GatherPlayer(player: max, team: .teamA),
                GatherPlayer(player: kim, team: .teamB),
                GatherPlayer(playerID: nil, name: " Guest ", team: .bench),
            ]
            let gather = try await ann.gathers.startGather(with: players, at: kickOff)
            #expect(gather.players.map(\.playerID) == [max.id, kim.id, nil])
            #expect(gather.players.map(\.name) == ["Max", "Kim", "Guest"])
            #expect(gather.players.map(\.team) == [.teamA, .teamB, .bench])
            #expect(gather.startedAt == kickOff)
            #expect(!gather.isFinished)
            // Not finished yet, so not history.
            #expect(try await ann.gathers.finishedGathers().isEmpty)

            try await ann.gathers.endGather(id: gather.id, score: Score(teamA: 2, teamB: 3), at: kickOff + 600)
            let finished = try #require(try await ann.gathers.finishedGathers().first)
            #expect(finished.id == gather.id)
            #expect(finished.players == gather.players)
            #expect(finished.players[0].position == .goalkeeper && finished.players[0].skill == .amateur)
            #expect(finished.score == Score(teamA: 2, teamB: 3))
            #expect(finished.winner == .teamB)
            #expect(finished.startedAt == kickOff)
            #expect(finished.endedAt == kickOff + 600)
        }
    }

    @Test(arguments: StoreKind.checked)
    func finishedGathers_comeNewestFirst_withTheWinnerTheScoreImplies(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let max = try await ann.players.add(PlayerDetails(name: "Max"))
            let ends: [(Score, TimeInterval)] = [
                (Score(teamA: 1, teamB: 0), 100),
                (Score(teamA: 0, teamB: 0), 300),
                (Score(teamA: 0, teamB: 2), 200),
                (Score(teamA: 4, teamB: 4), 300),
            ]
            var ids: [UUID] = []
            for (score, end) in ends {
                let gather = try await ann.gathers.startGather(with: [GatherPlayer(player: max, team: .teamA)], at: kickOff)
                try await ann.gathers.endGather(id: gather.id, score: score, at: kickOff + end)
                ids.append(gather.id)
            }
            // One never ended: not in the history.
            _ = try await ann.gathers.startGather(with: [GatherPlayer(player: max, team: .teamB)], at: kickOff)

            let history = try await ann.gathers.finishedGathers()
            if kind.isRemote {
                // The server keeps no dates: the remote history is newest *created* first.
                #expect(history.map(\.id) == [ids[3], ids[2], ids[1], ids[0]])
                #expect(history.map(\.winner) == [Winner.none, Winner.teamB, Winner.none, Winner.teamA])
                #expect(history.map { $0.score?.description } == ["4-4", "0-2", "0-0", "1-0"])
                return
            }
            // Equal end times: the one created later comes first.
            #expect(history.map(\.id) == [ids[3], ids[1], ids[2], ids[0]])
            #expect(history.map(\.winner) == [Winner.none, Winner.none, .teamB, .teamA])
            #expect(history.map { $0.score?.description } == ["4-4", "0-0", "0-2", "1-0"])
        }
    }

    @Test(arguments: StoreKind.checked)
    func aGatherWithoutPlayers_isKept(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let gather = try await ann.gathers.startGather(with: [], at: kickOff)
            try await ann.gathers.endGather(id: gather.id, score: Score(), at: kickOff + 1)
            #expect(try await ann.gathers.finishedGathers().map(\.players) == [[]])
        }
    }

    @Test(arguments: StoreKind.checked)
    func endGather_forAnUnknownGather_isNotFound(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            await #expect(throws: ServiceError.notFound) {
                try await ann.gathers.endGather(id: UUID(), score: Score(teamA: 1, teamB: 0), at: kickOff)
            }
        }
    }

    @Test(arguments: StoreKind.checked)
    func endGather_twice_isNotFoundAndKeepsTheFirstResult(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let gather = try await ann.gathers.startGather(with: [], at: kickOff)
            try await ann.gathers.endGather(id: gather.id, score: Score(teamA: 2, teamB: 1), at: kickOff + 600)

            await #expect(throws: ServiceError.notFound) {
                try await ann.gathers.endGather(id: gather.id, score: Score(teamA: 0, teamB: 5), at: kickOff + 700)
            }
            #expect(try await ann.gathers.finishedGathers().map(\.score) == [Score(teamA: 2, teamB: 1)])
        }
    }

    @Test(arguments: StoreKind.checked)
    func invalidGathers_areRefused(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            await #expect(throws: ServiceError.invalid(.required(field: .player(.name)))) {
                try await ann.gathers.startGather(with: [GatherPlayer(playerID: nil, name: " ", team: .teamA)], at: kickOff)
            }
            await #expect(throws: ServiceError.notFound) {
                try await ann.gathers.startGather(with: [GatherPlayer(playerID: 404, name: "Ghost", team: .teamA)], at: kickOff)
            }
            let gather = try await ann.gathers.startGather(with: [], at: kickOff)
            for score in [Score(teamA: 100, teamB: 0), Score(teamA: 0, teamB: -1)] {
                await #expect(throws: ServiceError.invalid(.outOfRange(field: .score, range: Score.range))) {
                    try await ann.gathers.endGather(id: gather.id, score: score, at: kickOff)
                }
            }
            #expect(try await ann.gathers.finishedGathers().isEmpty)
        }
    }

    @Test(arguments: StoreKind.checked)
    func deletingAPlayer_keepsTheirNameInTheHistory(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let max = try await ann.players.add(PlayerDetails(name: "Max", position: .winger, skill: .beginner))
            let kim = try await ann.players.add(PlayerDetails(name: "Kim"))
            let gather = try await ann.gathers.startGather(
                with: [GatherPlayer(player: max, team: .teamA), GatherPlayer(player: kim, team: .teamB)], at: kickOff
            )
            try await ann.gathers.endGather(id: gather.id, score: Score(teamA: 1, teamB: 1), at: kickOff + 60)

            try await ann.players.delete(playerID: max.id)

            let players = try #require(try await ann.gathers.finishedGathers().first).players
            #expect(
                players == [
                    GatherPlayer(playerID: nil, name: "Max", position: .winger, skill: .beginner, team: .teamA),
                    GatherPlayer(player: kim, team: .teamB),
                ])
        }
    }

    // MARK: - Unfinished gathers (resume after the app stopped)

    private let running = GatherProgress(
        score: Score(teamA: 3, teamB: 2),
        timer: GatherTimer(duration: 450, remaining: 321, isRunning: true)
    )

    @Test(arguments: StoreKind.checked)
    func saveProgress_isWhatUnfinishedGatherGivesBack_withTheGathersTeams(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let max = try await ann.players.add(PlayerDetails(name: "Max", position: .goalkeeper, skill: .professional))
            let kim = try await ann.players.add(PlayerDetails(name: "Kim"))
            let gather = try await ann.gathers.startGather(
                with: [
                    GatherPlayer(player: kim, team: .teamB), GatherPlayer(player: max, team: .teamA), GatherPlayer(playerID: nil, name: "Guest", team: .bench),
                ],
                at: kickOff
            )

            try await ann.gathers.saveProgress(running, ofGather: gather.id)
            #expect(try await ann.gathers.unfinishedGather() == UnfinishedGather(gather: gather, progress: running))

            // Every save replaces the last one, stopped clocks and time-up included.
            let timeUp = GatherProgress(score: Score(teamA: 99, teamB: 0), timer: GatherTimer(duration: 5_999, remaining: 0))
            try await ann.gathers.saveProgress(timeUp, ofGather: gather.id)
            let unfinished = try #require(try await ann.gathers.unfinishedGather())
            #expect(unfinished.progress == timeUp)
            #expect(unfinished.gather.players.map(\.name) == ["Kim", "Max", "Guest"])
            #expect(unfinished.gather.players[1] == GatherPlayer(player: max, team: .teamA))
            #expect(unfinished.gather.startedAt == kickOff)
            #expect(unfinished.gather.score == nil && unfinished.gather.winner == nil && unfinished.gather.endedAt == nil)
        }
    }

    @Test(arguments: StoreKind.checked)
    func aFreshGather_isUnfinished_withTheDefaultProgress(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            #expect(try await ann.gathers.unfinishedGather() == nil)

            let gather = try await ann.gathers.startGather(with: [], at: kickOff)

            let unfinished = try #require(try await ann.gathers.unfinishedGather())
            #expect(unfinished == UnfinishedGather(gather: gather, progress: GatherProgress()))
            #expect(unfinished.progress.score == Score(teamA: 0, teamB: 0))
            #expect(unfinished.progress.timer == GatherTimer(duration: 600, remaining: 600, isRunning: false))
        }
    }

    @Test(arguments: StoreKind.checked)
    func theLatestStartedUnfinishedGather_wins_thenTheLaterCreated(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            var ids: [UUID] = []
            for start in [100, 300, 0, 300] as [TimeInterval] {
                ids.append(try await ann.gathers.startGather(with: [], at: kickOff + start).id)
            }
            try await ann.gathers.saveProgress(running, ofGather: ids[1])
            #expect(try await ann.gathers.unfinishedGather()?.gather.id == ids[3])

            try await ann.gathers.discardGather(id: ids[3])
            // Progress belongs to its gather: the next one comes back as it was saved.
            #expect(
                try await ann.gathers.unfinishedGather()
                    == UnfinishedGather(
                        gather: Gather(id: ids[1], players: [], startedAt: kickOff + 300), progress: running
                    ))

            try await ann.gathers.discardGather(id: ids[1])
            #expect(try await ann.gathers.unfinishedGather()?.gather.id == ids[0])
        }
    }

    @Test(arguments: StoreKind.checked)
    func anEndedGather_isNeverUnfinishedAgain_andKeepsItsFinalScore(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let max = try await ann.players.add(PlayerDetails(name: "Max"))
            let older = try await ann.gathers.startGather(with: [GatherPlayer(player: max, team: .teamB)], at: kickOff)
            let newer = try await ann.gathers.startGather(with: [GatherPlayer(player: max, team: .teamA)], at: kickOff + 60)
            try await ann.gathers.saveProgress(running, ofGather: newer.id)

            try await ann.gathers.endGather(id: newer.id, score: Score(teamA: 4, teamB: 2), at: kickOff + 700)

            #expect(try await ann.gathers.unfinishedGather() == UnfinishedGather(gather: older, progress: GatherProgress()))
            await #expect(throws: ServiceError.notFound) { try await ann.gathers.saveProgress(running, ofGather: newer.id) }
            await #expect(throws: ServiceError.notFound) { try await ann.gathers.discardGather(id: newer.id) }
            let history = try await ann.gathers.finishedGathers()
            #expect(history.map(\.id) == [newer.id])
            #expect(history.first?.score == Score(teamA: 4, teamB: 2))
            #expect(history.first?.winner == .teamA)

            try await ann.gathers.endGather(id: older.id, score: Score(), at: kickOff + 800)
            #expect(try await ann.gathers.unfinishedGather() == nil)
            // Newest ended first; the remote history (no dates on the server) is newest created first.
            #expect(try await ann.gathers.finishedGathers().map(\.id) == (kind.isRemote ? [newer.id, older.id] : [older.id, newer.id]))
        }
    }

    @Test(arguments: StoreKind.checked)
    func discardGather_removesIt_fromUnfinishedAndFromHistory(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let max = try await ann.players.add(PlayerDetails(name: "Max"))
            let kept = try await ann.gathers.startGather(with: [GatherPlayer(player: max, team: .teamA)], at: kickOff)
            try await ann.gathers.endGather(id: kept.id, score: Score(teamA: 1, teamB: 0), at: kickOff + 600)
            let gather = try await ann.gathers.startGather(with: [GatherPlayer(player: max, team: .teamB)], at: kickOff + 900)
            try await ann.gathers.saveProgress(running, ofGather: gather.id)

            try await ann.gathers.discardGather(id: gather.id)

            #expect(try await ann.gathers.unfinishedGather() == nil)
            await #expect(throws: ServiceError.notFound) { try await ann.gathers.discardGather(id: gather.id) }
            await #expect(throws: ServiceError.notFound) { try await ann.gathers.saveProgress(running, ofGather: gather.id) }
            await #expect(throws: ServiceError.notFound) {
                try await ann.gathers.endGather(id: gather.id, score: Score(teamA: 2, teamB: 2), at: kickOff + 1_000)
            }
            #expect(try await ann.gathers.finishedGathers().map(\.id) == [kept.id])
            // Its players are untouched, and deleting one later still works.
            try await ann.players.delete(playerID: max.id)
            #expect(try await ann.players.players().isEmpty)
        }
    }

    @Test(arguments: StoreKind.checked)
    func deleteFinishedGather_removesItFromHistory_andKeepsTheRest(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let max = try await ann.players.add(PlayerDetails(name: "Max"))
            let kim = try await ann.players.add(PlayerDetails(name: "Kim"))
            let teams = [GatherPlayer(player: max, team: .teamA), GatherPlayer(player: kim, team: .teamB)]
            let older = try await ann.gathers.startGather(with: teams, at: kickOff)
            try await ann.gathers.endGather(id: older.id, score: Score(teamA: 1, teamB: 0), at: kickOff + 600)
            let doomed = try await ann.gathers.startGather(with: teams, at: kickOff + 900)
            try await ann.gathers.endGather(id: doomed.id, score: Score(teamA: 3, teamB: 2), at: kickOff + 1_500)
            let running = try await ann.gathers.startGather(with: teams, at: kickOff + 2_000)
            let before = try await ann.gathers.finishedGathers()

            try await ann.gathers.deleteFinishedGather(id: doomed.id)

            #expect(try await ann.gathers.finishedGathers() == before.filter { $0.id != doomed.id })
            await #expect(throws: ServiceError.notFound) { try await ann.gathers.deleteFinishedGather(id: doomed.id) }
            #expect(try await ann.gathers.unfinishedGather()?.gather == running)
            // Its players stay on the roster.
            #expect(try await ann.players.players().map(\.name) == ["Kim", "Max"])
        }
    }

    @Test(arguments: StoreKind.checked)
    func deleteFinishedGather_refusesUnfinishedUnknownAndOtherUsersGathers(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let bob = try await store.account("bob")
            let max = try await ann.players.add(PlayerDetails(name: "Max"))
            let finished = try await ann.gathers.startGather(with: [GatherPlayer(player: max, team: .teamA)], at: kickOff)
            try await ann.gathers.endGather(id: finished.id, score: Score(teamA: 2, teamB: 2), at: kickOff + 600)
            let running = try await ann.gathers.startGather(with: [GatherPlayer(player: max, team: .teamB)], at: kickOff + 900)

            await #expect(throws: ServiceError.notFound) { try await ann.gathers.deleteFinishedGather(id: running.id) }
            await #expect(throws: ServiceError.notFound) { try await ann.gathers.deleteFinishedGather(id: UUID()) }
            await #expect(throws: ServiceError.notFound) { try await bob.gathers.deleteFinishedGather(id: finished.id) }
            await #expect(throws: ServiceError.sessionExpired) {
                try await store.account(User(id: "999", username: "ghost")).gathers.deleteFinishedGather(id: finished.id)
            }

            #expect(try await ann.gathers.finishedGathers().map(\.id) == [finished.id])
            #expect(try await ann.gathers.unfinishedGather()?.gather.id == running.id)
        }
    }

    @Test(arguments: StoreKind.checked)
    func unknownGathers_cannotBeSavedOrDiscarded(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            _ = try await ann.gathers.startGather(with: [], at: kickOff)
            await #expect(throws: ServiceError.notFound) { try await ann.gathers.saveProgress(running, ofGather: UUID()) }
            await #expect(throws: ServiceError.notFound) { try await ann.gathers.discardGather(id: UUID()) }
            #expect(try await ann.gathers.unfinishedGather()?.progress == GatherProgress())
        }
    }

    @Test(arguments: StoreKind.checked)
    func invalidProgress_isRefused_andChangesNothing(kind: StoreKind) async throws {
        let refusals: [(GatherProgress, ValidationError)] = [
            (GatherProgress(score: Score(teamA: 100, teamB: 0)), .outOfRange(field: .score, range: 0...99)),
            (GatherProgress(score: Score(teamA: 0, teamB: -1)), .outOfRange(field: .score, range: 0...99)),
            (GatherProgress(timer: GatherTimer(duration: 0)), .outOfRange(field: .timerDuration, range: 1...5_999)),
            (GatherProgress(timer: GatherTimer(duration: 6_000)), .outOfRange(field: .timerDuration, range: 1...5_999)),
            (GatherProgress(timer: GatherTimer(duration: 300, remaining: -1)), .outOfRange(field: .timeRemaining, range: 0...300)),
            (GatherProgress(timer: GatherTimer(duration: 300, remaining: 301)), .outOfRange(field: .timeRemaining, range: 0...300)),
        ]
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let gather = try await ann.gathers.startGather(with: [], at: kickOff)
            try await ann.gathers.saveProgress(running, ofGather: gather.id)
            for (progress, error) in refusals {
                await #expect(throws: ServiceError.invalid(error)) { try await ann.gathers.saveProgress(progress, ofGather: gather.id) }
                // A gather that isn't there has nothing to change.
                await #expect(throws: ServiceError.notFound) { try await ann.gathers.saveProgress(progress, ofGather: UUID()) }
            }
            #expect(try await ann.gathers.unfinishedGather()?.progress == running)
        }
    }
}

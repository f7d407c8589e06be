import Domain

/// Following a route from the command line: the list opens the screens the user would have
/// opened, through the same router, so `b` walks back the same way.
extension PlayerListPresenter {
    /// Called after each load; the route is followed once, after the first.
    func followRoute() {
        guard let route else { return }
        self.route = nil
        switch route {
        case .players: break
        case .player(let number): open(number) { router.showDetails(of: $0) }
        case .editPlayer(let number, let field): open(number) { router.showDetails(of: $0, editing: field) }
        case .newPlayer: router.showAddPlayer()
        case .history: router.showHistory()
        case .historyEntry(let number): router.showHistory(openingMatch: number)
        case .records: router.showRecords()
        case .match:
            guard case .success(let match) = interactor.matchLeftUnfinished() else {
                return show(.info("No unfinished match to resume."))
            }
            router.showGather(match)
        }
    }

    /// The player numbered `number`, or the list saying there is none; a roster that failed to load says why already.
    private func open(_ number: Int, _ go: (Player) -> Void) {
        switch interactor.player(numbered: number) {
        case .success(let player): go(player)
        case .failure(.noSuchPlayer(_, let count)): show(.error("No player \(number): the list has \(count)."))
        case .failure(.noPlayers): show(.error("No player \(number): the list is empty."))
        case .failure: break
        }
    }
}

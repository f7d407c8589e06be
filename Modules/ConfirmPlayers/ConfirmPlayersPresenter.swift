import Domain
import TerminalUI

/// What the confirm view tells its presenter.
@MainActor
public protocol ConfirmPlayersPresenting: AnyObject {
    func viewWillAppear()
    /// `m N… a|b|bench`: `numbers` is empty or `team` nil when the command was incomplete.
    func didChooseMove(numbers: [Int], to team: Team?)
    /// `auto`: a balanced split of every picked player.
    func didChooseAutoSplit()
    func didChooseStart() async
    func didChooseBack()
    func didEnterUnknownCommand(_ line: String)
}

public final class ConfirmPlayersPresenter: ConfirmPlayersPresenting {
    public weak var view: (any ConfirmPlayersDisplaying)?
    private let interactor: any ConfirmPlayersInteracting
    private let router: any ConfirmPlayersRouting
    private var sheet: TeamSheet
    /// The last automatic split's line, while the teams are as it made them.
    private var explanation: String?

    public init(players: [Player], interactor: any ConfirmPlayersInteracting, router: any ConfirmPlayersRouting) {
        sheet = TeamSheet(players: players)
        self.interactor = interactor
        self.router = router
    }

    public func viewWillAppear() {
        show()
    }

    public func didChooseMove(numbers: [Int], to team: Team?) {
        guard let team, !numbers.isEmpty else { return show(.error(Self.moveHint)) }
        if let missing = numbers.first(where: { sheet.player(numbered: $0) == nil }) {
            return show(.error(noSuchPlayer(missing)))
        }
        let picked = numbers.reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
        let moving = picked.filter { sheet.teams[$0 - 1] != team }
        let names = Self.list((moving.isEmpty ? picked : moving).compactMap { sheet.player(numbered: $0)?.name })
        guard !moving.isEmpty else {
            return show(.info("\(names) \(picked.count == 1 ? "is" : "are") already \(Self.place(team))."))
        }
        sheet.move(numbers: moving, to: team)
        explanation = nil
        show(.info("Moved \(names) to \(Self.destination(team))."))
    }

    public func didChooseAutoSplit() {
        guard sheet.players.count >= 2 else {
            return show(.error("A split needs at least two players: type b to go back and select more."))
        }
        let split = BalancedSplit(players: sheet.players)
        sheet.apply(split)
        explanation = split.explanation
        show()
    }

    public func didChooseStart() async {
        guard sheet.canStart else { return show(.error(Self.startHint)) }
        show()
        do {
            let gather = try await interactor.startGather(with: sheet.gatherPlayers)
            router.showGather(UnfinishedGather(gather: gather, progress: GatherProgress()))
        } catch {
            show(.error("Could not start the gather: \(error.userMessage) Type start to try again."))
        }
    }

    public func didChooseBack() {
        show()
        router.close()
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    /// Shows the sheet; `news` lasts until the next event.
    private func show(_ news: Message? = nil) {
        view?.display(ConfirmPlayersViewModel(state: state, explanation: explanation, message: news))
    }

    private var state: ConfirmPlayersState {
        guard !sheet.players.isEmpty else { return .empty }
        func entries(_ team: Team) -> [ConfirmPlayersEntry] {
            sheet.numbers(in: team).compactMap { number in
                sheet.player(numbered: number).map { ConfirmPlayersEntry(number: number, player: $0) }
            }
        }
        return .teams(teamA: entries(.teamA), teamB: entries(.teamB), bench: entries(.bench))
    }

    private func noSuchPlayer(_ number: Int) -> String {
        let count = sheet.players.count
        guard count > 0 else { return Self.nobody }
        return "There is no player \(number): choose \(count == 1 ? "1" : "1–\(count)")."
    }

    /// "Ann", "Ann and Bob", "Ann, Bob and Carla".
    static func list(_ names: [String]) -> String {
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }

    static func destination(_ team: Team) -> String {
        team == .bench ? "the bench" : team.rawValue
    }

    static func place(_ team: Team) -> String {
        team == .bench ? "on the bench" : "in \(team.rawValue)"
    }

    static let nobody = "No players were selected: type b to go back and select some."
    static let moveHint = "Type m, the players' numbers and where to, e.g. m 1 3 a (a, b or bench)."
    static let startHint = "Each team needs at least one player: move players with m, e.g. m 1 a, or type auto for balanced teams."
}

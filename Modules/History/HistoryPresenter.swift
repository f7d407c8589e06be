import Domain
import Foundation
import Presentation
import TerminalUI

/// What the history view tells its presenter.
@MainActor
public protocol HistoryPresenting: AnyObject {
    /// The screen came on top: load the finished matches.
    func viewWillAppear() async
    func didChooseRetry() async
    /// A bare number: open that match. Nil when what was typed looks like a number but is
    /// not one that can be used ("1.5", "2 3", twenty digits).
    func didChooseGather(number: Int?) async
    /// `d N`; nil when no single number followed the command.
    func didChooseDelete(number: Int?)
    /// `share N`, with what followed the number (`md`, a file); nil when no number came first.
    func didChooseShare(number: Int?, arguments: [String]) async
    /// The line typed while "Delete the match …? (y/n)" (or "Replace it? (y/n)") is asked.
    func didAnswerConfirmation(_ answer: String) async
    /// From a match, back to the list; from the list, back to the players.
    func didChooseBack()
    func didEnterUnknownCommand(_ line: String)
}

public final class HistoryPresenter<Match: HistoryEntity>: HistoryPresenting {
    public weak var view: (any HistoryDisplaying)?
    private let interactor: any HistoryInteracting<Match>
    private let router: any HistoryRouting
    let timeZone: TimeZone
    private var state = HistoryState.loading
    /// The match a route asked for, opened after the first load.
    private var openingMatch: Int?
    /// The match a yes deletes, and how the question names it.
    private var doomed: (match: Match, name: String)?
    private let sharing = ShareFlow()
    /// Says the matches shown are the last loaded copy.
    private let offline: OfflineNotice

    /// Dates are shown in `timeZone`; `openingMatch` is opened once the list has loaded.
    public init(
        interactor: any HistoryInteracting<Match>, router: any HistoryRouting, timeZone: TimeZone, openingMatch: Int? = nil,
        offline: OfflineNotice
    ) {
        self.interactor = interactor
        self.router = router
        self.timeZone = timeZone
        self.openingMatch = openingMatch
        self.offline = offline
    }

    public func viewWillAppear() async {
        await load()
    }

    public func didChooseRetry() async {
        await load()
    }

    public func didChooseGather(number: Int?) async {
        let hint = "Type just the number of a match, \(Wording.range(count: interactor.matches.count)), to see it in full."
        guard let (number, _) = chosen(number, to: .open, hint: hint) else { return }
        await openInFull(number)
    }

    public func didChooseDelete(number: Int?) {
        guard let (number, match) = chosen(number ?? shownNumber, to: .delete, hint: "Type d and a match's number, e.g. d 2.") else { return }
        doomed = (match, name(of: match, number: number))
        show()
    }

    public func didChooseShare(number: Int?, arguments: [String]) async {
        let hint = "Type share and a match's number, e.g. share 2, share 2 md or share 2 FILE."
        guard let (number, _) = chosen(number ?? shownNumber, to: .share, hint: hint),
              let match = await fullMatch(number, toDo: "share") else { return }
        let block = shareBlock(of: match) { [interactor] in interactor.goals(of: $0, in: match) }
        show(await sharing.share(block, arguments: arguments, write: interactor.share(_:toPath:replacing:)))
    }

    /// The match numbered `number` that the Interactor lets `use`; nil after saying why not.
    private func chosen(_ number: Int?, to use: HistoryUse, hint: String) -> (Int, Match)? {
        switch state {
        case .empty: show(.error(Self.noMatches(to: use)))
        case .loading, .failed: show(.error("The history is not loaded. Type r to retry."))
        case .loaded, .detail:
            guard let number else {
                show(.error(hint))
                return nil
            }
            switch interactor.match(numbered: number, to: use) {
            case .success(let match): return (number, match)
            case .failure(let refusal): show(.error(message(for: refusal)))
            }
        }
        return nil
    }

    public func didAnswerConfirmation(_ answer: String) async {
        if sharing.question != nil {
            return show(await sharing.answer(answer, write: interactor.share(_:toPath:replacing:)))
        }
        guard case let (match, name)? = doomed else { return }
        guard let yes = Wording.answer(answer) else { return show(.error(Wording.yesOrNo)) }
        doomed = nil
        guard yes else { return show(.info("Kept \(name).")) }
        do {
            if case .failure(let refusal) = try await interactor.delete(match) { return show(.error(message(for: refusal))) }
            await load(.success("Deleted \(name)."))
        } catch {
            let news = Message.error("Could not delete \(name). \(error.userMessage)")
            // Already gone (deleted on another device): show the history as it is now.
            if ServiceError(error) == .notFound {
                await load(news)
            } else {
                show(news)
            }
        }
    }

    /// The number of the match shown in full, which `d` and `share` alone act on.
    private var shownNumber: Int? {
        guard case .detail(let detail) = state else { return nil }
        return detail.number
    }

    public func didChooseBack() {
        guard case .detail = state else { return router.close() }
        state = listState
        show()
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    /// `news` is shown once the list is loaded; a failure says why instead.
    private func load(_ news: Message? = nil) async {
        doomed = nil
        state = .loading
        show()
        do {
            try await interactor.loadMatches()
            state = listState
            show(news)
        } catch {
            state = .failed(error.userMessage)
            show()
        }
        if let number = openingMatch {
            openingMatch = nil
            await open(number)
        }
    }

    /// A route's match, or the list saying there is none by that number (a failed load says why already).
    private func open(_ number: Int) async {
        if case .failed = state { return }
        guard interactor.match(numbered: number) != nil else {
            return show(.error("No match \(number): " + Self.count(of: interactor.matches.count)))
        }
        await openInFull(number)
    }

    private func openInFull(_ number: Int) async {
        guard let match = await fullMatch(number, toDo: "open") else { return }
        state = .detail(detail(of: match, number: number))
        show()
    }

    /// The match with its players; nil after saying why they could not be fetched.
    private func fullMatch(_ number: Int, toDo action: String) async -> Match? {
        show(.working("Loading match \(number)…"))
        do {
            return try await interactor.fullMatch(numbered: number)
        } catch {
            show(.error("Could not \(action) match \(number). \(error.userMessage)"))
            return nil
        }
    }

    private static func count(of matches: Int) -> String {
        matches == 0 ? "the history is empty." : "the history has \(matches)."
    }

    /// The list of the matches loaded.
    private var listState: HistoryState {
        let matches = interactor.matches
        guard !matches.isEmpty else { return .empty }
        return .loaded(matches.enumerated().map { row(of: $0.element, number: $0.offset + 1) })
    }

    private func row(of match: Match, number: Int) -> HistoryRow {
        HistoryRow(
            number: number,
            date: dateText(match.playedAt),
            score: Wording.shown(match.score?.description),
            winner: Wording.shown(match.result.map(Self.winner)),
            teams: match.teamsUnknown ? Wording.missing : "\(match.players(in: .teamA).count) v \(match.players(in: .teamB).count)"
        )
    }

    private func detail(of match: Match, number: Int) -> HistoryDetail {
        let row = row(of: match, number: number)
        return HistoryDetail(
            number: number,
            count: interactor.matches.count,
            date: row.date,
            score: row.score,
            winner: row.winner,
            teamsKnown: !match.teamsUnknown,
            teamA: match.players(in: .teamA).map(Self.line),
            teamB: match.players(in: .teamB).map(Self.line),
            bench: match.players(in: .bench).map(Self.line),
            scorers: [Team.teamA, .teamB].compactMap { team in interactor.goals(of: team, in: match).map { Self.scorers(of: team, $0) } }
        )
    }


    /// Shows the current state; `news` lasts until the next event.
    private func show(_ news: Message? = nil) {
        view?.display(HistoryViewModel(
            state: state,
            message: news ?? statusLine,
            confirmation: doomed.map { "Delete \($0.name)? (y/n)" } ?? sharing.question,
            shared: sharing.takeBlock(),
            isReadOnly: interactor.offlineSince != nil
        ))
    }

    /// A failed load keeps saying why, and a copy shown offline says so, until another message
    /// takes its place for one event.
    private var statusLine: Message? {
        if case .failed(let reason) = state { return .error(reason + " Type r to retry.") }
        return interactor.offlineSince.map { .info(offline.line(since: $0)) }
    }
}

import Domain
import GathersInterface
import MatchScreen
import Presentation
import TerminalUI

// Keeping the match: every change saved on the match as stored (another window may play it too),
// and its end, asked first.
extension GatherMVCController {
    /// Writes this window's clock, the score changes whose saving failed and `change` to the match
    /// as stored, in one step of the store, then shows `news` — or what another window did to the
    /// score, or why a rule refused `change`. When the store can't be written, the change is made
    /// here and stored with the next one, and the failure is said (ringing with `news` if that rings).
    /// `keepingShared`: only a second passed, so a share block on screen stays.
    func save(_ change: MatchScoreChange?, news said: Message?, keepingShared: Bool = false) async {
        let stored: ProgressChange<MatchRule?>
        do {
            stored = try await gathers.changeProgress(ofGather: model.gatherID, model.write(change))
        } catch {
            return notSaved(change, error, news: said, keepingShared: keepingShared)
        }
        let changedElsewhere = model.stored(before: stored.before, after: stored.after)
        if let rule = stored.outcome { return refuse(rule) }
        news.set(changedElsewhere ? .info(GatherWording.changedElsewhere(model.progress.score)) : said, keepingShared: keepingShared)
        updateView()
    }

    private func notSaved(_ change: MatchScoreChange?, _ error: any Error, news said: Message?, keepingShared: Bool) {
        if let gone = gone(error) { return leave(gone) }
        do throws(MatchRule) { try model.notStored(change) } catch { return refuse(error) }
        let failure = GatherWording.saveFailed(StoreFailure(error))
        let message = said.flatMap { $0.kind == .alert ? Message.alert($0.text + " " + failure) : nil } ?? .error(failure)
        news.set(message, isSaveFailure: true, keepingShared: keepingShared)
        updateView()
    }

    /// Another window ended or discarded the match (the store knows no match it was never given:
    /// discarded too): the match stands still from now on. Nil for a failure to report.
    func gone(_ error: any Error) -> GatherGone? {
        guard let gone = GatherGone(error) else { return nil }
        model.stop()
        return gone
    }

    /// `end`: asks to confirm first, with the score.
    func askToEnd() {
        isConfirmingEnd = true
        show(nil)
    }

    /// Yes or no to the question asked: "End the match …? (y/n)" or "… Replace it? (y/n)".
    func answer(_ yes: Bool) async {
        if sharing.question != nil {
            return show(await sharing.answer(yes, write: write))
        }
        guard isConfirmingEnd else { return }
        isConfirmingEnd = false
        guard yes else { return show(.info(GatherWording.goesOn)) }
        show(.working(GatherWording.saving))
        await end(confirmed: model.progress.score)
    }

    /// Stores the final score (the winner follows from it), ended now, if it is still `confirmed`:
    /// another window may have scored since the question, which is then asked again with the score
    /// as it is, for a result nobody agreed to is never stored. From then on the match stands still.
    private func end(confirmed: Score) async {
        do {
            let stored = try await gathers.changeProgress(ofGather: model.gatherID, model.write(nil))
            _ = model.stored(before: stored.before, after: stored.after)
            guard model.progress.score == confirmed else {
                isConfirmingEnd = true
                return show(GatherWording.scoreChangedSinceAsked(model.progress.score))
            }
            let ending = try await gathers.endGather(id: model.gatherID, score: confirmed, at: clock.now())
            model.ended()
            show(nil)
            showPlayerList(notice: .success(GatherWording.saved(GatherResult(score: confirmed, ending: ending))))
        } catch {
            if let gone = gone(error) { return leave(gone) }
            show(.error(GatherWording.endFailed(StoreFailure(error))))
        }
    }

    /// `share`, `share md`, `share FILE`: the match as a block to paste, or written to a file
    /// (asking before replacing one).
    func share(_ command: ShareCommand) async {
        let block = GatherWording.shareBlock(
            players: model.teamSheet, progress: model.progress, goals: model.goals, date: model.startedAt.map { Wording.dateAndTime($0, in: timeZone) }
        )
        show(await sharing.share(block, command, write: write))
    }

    private func write(_ text: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        await shareFiles.write(text, toPath: path, replacing: replacing)
    }
}

import Presentation

@testable import PlayerList

/// The Presenter's tests type lines as a user does; they are read as the View reads them.
extension PlayerListPresenter {
    func didAnswerConfirmation(_ line: String) async {
        guard let yes = TypedInput.answer(line) else { return didEnterUnreadable(.answer) }
        await didAnswer(yes)
    }

    func didChooseSelect(_ line: String) {
        guard let picks = PlayerPicks(line) else { return didEnterUnreadable(.selection) }
        didChooseSelect(picks)
    }

    func didPick(_ line: String) {
        guard let picks = PlayerPicks(line) else { return didEnterUnknownCommand(line) }
        didPick(picks)
    }
}

"""Tools/new-feature NAME: a new feature module that already follows every rule of the architecture.

It writes Modules/NAME (the seven VIPER role files, NAMEContract.swift with the role protocols, and NAMEWording.swift), Tests/NAMETests (one test file
per role, with real assertions) and adds `feature("NAME", services: [])` to `features` in Package.swift (it
uses no service yet: name each service interface there when its files import one); it prints what to add to
the App to open the new screen. The templates follow the smallest feature, PlayerDetail: a first screen
that shows its title and whose it is, and goes back.
"""
import argparse
import keyword
import os
import re
import sys

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# The toolchain's own modules and words Swift keeps for itself: a feature may take none of them. (The
# package's modules are read from its manifest and folders, never listed here.)
TOOLCHAIN = {"Foundation", "FoundationEssentials", "FoundationNetworking", "Testing", "XCTest", "Dispatch", "Glibc",
             "Darwin", "Swift", "Synchronization", "Self", "Type", "Protocol", "Any"}

ENTITY = '''import Domain

/// What __F__ needs of the signed-in user: the name its screen shows. Domain's type conforms
/// here; the presenter tests use a plain struct instead.
public protocol __F__Entity: Sendable {
    var username: String { get }
}

extension User: __F__Entity {}
'''

CONTRACT = '''import TerminalUI

// __F__ at a glance: what each role offers and (as use cases come) what they take and answer
// and why they may refuse. Its roles' protocols come in one order in every feature (Interactor,
// Presenter, Router, View), then what its use cases take and answer; __F__Entity.swift says what
// it needs of the signed-in user, and the role files hold the implementations.

// MARK: Interactor

/// __F__'s use cases, and the only role that may talk to a service. A use case that can fail
/// throws the feature's own refusal (`throws(__F__Refusal)`), one enum with the rule's cases,
/// `gone`, `offline` and `failed(StoreFailure)` as it needs them, declared below.
@MainActor
public protocol __F__Interacting: AnyObject {
    /// The signed-in user the screen belongs to.
    var owner: any __F__Entity { get }
}

// MARK: Presenter

/// What the __f__ view tells its presenter, every line already read into a typed call.
@MainActor
public protocol __F__Presenting: AnyObject {
    func viewWillAppear()
    func didChooseBack()
    func didEnterUnknownCommand(_ line: String)
}

// MARK: Router

/// Where __F__ leads: back, for now.
@MainActor
public protocol __F__Routing: AnyObject {
    /// Back to the screen that opened this one.
    func close()
}

// MARK: View

/// What the __f__ presenter tells its view.
@MainActor
public protocol __F__Displaying: AnyObject {
    func display(_ viewModel: __F__ViewModel)
}

// MARK: What the use cases take and answer
'''

INTERACTOR = '''import Domain

public final class __F__Interactor: __F__Interacting {
    private let user: User

    public init(owner: User) {
        user = owner
    }

    public var owner: any __F__Entity { user }
}
'''

PRESENTER = '''import Domain
import Presentation
import TerminalUI

/// Event → use case → show: asks the Interactor, shows its answer (each sentence from
/// __F__Wording), calls the Router.
public final class __F__Presenter: __F__Presenting {
    public weak var view: (any __F__Displaying)?
    private let interactor: any __F__Interacting
    private let router: any __F__Routing

    public init(interactor: any __F__Interacting, router: any __F__Routing) {
        self.interactor = interactor
        self.router = router
    }

    public func viewWillAppear() {
        show()
    }

    public func didChooseBack() {
        router.close()
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    /// Shows the screen; `news` lasts until the next event.
    private func show(_ news: Message? = nil) {
        view?.display(__F__ViewModel(owner: interactor.owner, message: news))
    }
}
'''

WORDING = '''/// What the __f__ screen says: every sentence of the feature, in one place.
enum __F__Wording {
    static let title = "__T__"
    static let empty = "Nothing here yet: __T__ is a new screen, ready for its first use case."
    static let backHelp = "Go back to the screen before."
}
'''

VIEW_MODEL = '''import TerminalUI

/// Everything the __f__ view shows, already worded.
public struct __F__ViewModel: Sendable, Equatable {
    public var title: String = ""
    /// Whose screen it is, top right.
    public var owner: String = ""
    public var text: String = ""
    public var message: Message?
}

extension __F__ViewModel {
    /// The screen of `owner`, with `message` until the next event.
    init(owner: some __F__Entity, message: Message?) {
        self.init(title: __F__Wording.title, owner: owner.username, text: __F__Wording.empty, message: message)
    }
}
'''

VIEW = '''import TerminalUI

/// The __f__ screen as text. Passive: it shows the last view model, and reads each line
/// into a typed presenter call (the only role that reads text).
public final class __F__View: __F__Displaying, Screen {
    private let presenter: any __F__Presenting
    private var viewModel = __F__ViewModel()

    public init(presenter: any __F__Presenting) {
        self.presenter = presenter
    }

    public func display(_ viewModel: __F__ViewModel) {
        self.viewModel = viewModel
    }

    public func willAppear() async {
        presenter.viewWillAppear()
    }

    public func handle(_ input: String) async {
        switch CommandInput(input).bareWord {
        case "b", "back": presenter.didChooseBack()
        case "": break
        default: presenter.didEnterUnknownCommand(input)
        }
    }

    public var content: ScreenContent {
        ScreenContent(
            title: viewModel.title, status: viewModel.owner, body: [.text(viewModel.text)], message: viewModel.message,
            actions: [Self.back]
        )
    }

    static let back = Action("b", "back", help: __F__Wording.backHelp)
}
'''

ROUTER = '''import TerminalUI

public final class __F__Router: __F__Routing {
    private weak var navigator: (any Navigating)?

    public init(navigator: any Navigating) {
        self.navigator = navigator
    }

    public func close() {
        navigator?.pop()
    }
}
'''

MODULE = '''import Domain
import TerminalUI

/// Builds the __f__ screen: View, Interactor, Presenter and Router, wired.
@MainActor
public enum __F__Module {
    public static func build(user: User, navigator: any Navigating) -> any Screen {
        let interactor = __F__Interactor(owner: user)
        let router = __F__Router(navigator: navigator)
        let presenter = __F__Presenter(interactor: interactor, router: router)
        let view = __F__View(presenter: presenter)
        presenter.view = view
        return view
    }
}
'''

INTERACTOR_TESTS = '''import Domain
import Testing

@testable import __F__

/// __F__'s use cases, on Domain's own types.
@MainActor
@Suite struct __F__InteractorTests {
    @Test func owner_isTheUserHandedOver() {
        let ann = User(id: "7", username: "ann")

        #expect(__F__Interactor(owner: ann).owner.username == "ann")
    }
}
'''

PRESENTER_TESTS = '''import Domain
import TerminalUI
import Testing

@testable import __F__

/// A user as plain data: all the presenter may know of one.
struct __F__Member: __F__Entity {
    var username: String
}

/// Answers as the test says.
@MainActor
final class __F__InteractorStub: __F__Interacting {
    var owner: any __F__Entity = __F__Member(username: "ann")
}

@MainActor
final class __F__RouterSpy: __F__Routing {
    private(set) var calls: [String] = []

    func close() { calls.append("close") }
}

@MainActor
final class __F__ViewSpy: __F__Displaying {
    private(set) var displayed: [__F__ViewModel] = []

    func display(_ viewModel: __F__ViewModel) { displayed.append(viewModel) }
}

@MainActor
@Suite struct __F__PresenterTests {
    let view = __F__ViewSpy()
    let router = __F__RouterSpy()
    let sut: __F__Presenter

    init() {
        sut = __F__Presenter(interactor: __F__InteractorStub(), router: router)
        sut.view = view
    }

    @Test func appearing_showsTheTitleAndWhoseScreenItIs() {
        sut.viewWillAppear()

        #expect(view.displayed == [__F__ViewModel(title: "__T__", owner: "ann", text: __F__Wording.empty)])
    }

    @Test func back_closesTheScreen() {
        sut.didChooseBack()

        #expect(router.calls == ["close"])
    }

    @Test func anUnknownCommand_isSaidSo_andGoesNowhere() {
        sut.didEnterUnknownCommand("dance")

        #expect(view.displayed.last?.message == .unknownCommand("dance"))
        #expect(router.calls.isEmpty)
    }
}
'''

ROUTER_TESTS = '''import TestSupport
import Testing

@testable import __F__

@MainActor
@Suite struct __F__RouterTests {
    @Test func close_goesBackToTheScreenBefore() {
        let navigator = SpyNavigator()

        __F__Router(navigator: navigator).close()

        #expect(navigator.calls == [.pop])
    }
}
'''

VIEW_TESTS = '''import TerminalUI
import Testing

@testable import __F__

@MainActor
final class __F__PresenterSpy: __F__Presenting {
    private(set) var events: [String] = []

    func viewWillAppear() { events.append("appear") }
    func didChooseBack() { events.append("back") }
    func didEnterUnknownCommand(_ line: String) { events.append("unknown:\\(line)") }
}

@MainActor
@Suite struct __F__ViewTests {
    let presenter = __F__PresenterSpy()

    @Test func content_showsTheTitleWhoseScreenAndTheWayBack() {
        let view = __F__View(presenter: presenter)

        view.display(__F__ViewModel(title: "__T__", owner: "ann", text: "Nothing here yet."))

        #expect(view.content.title == "__T__")
        #expect(view.content.status == "ann")
        #expect(view.content.body == [.text("Nothing here yet.")])
        #expect(view.content.actions.map(\\.key) == ["b"])
    }

    @Test func handle_mapsBackAndPassesOnWhatItDoesNotKnow() async {
        let view = __F__View(presenter: presenter)

        for line in ["b", " Back ", "", "dance"] { await view.handle(line) }

        #expect(presenter.events == ["back", "back", "unknown:dance"])
    }

    @Test func willAppear_tellsThePresenter() async {
        await __F__View(presenter: presenter).willAppear()

        #expect(presenter.events == ["appear"])
    }
}
'''

MODULE_TESTS = '''import Domain
import TerminalUI
import TestSupport
import Testing

@testable import __F__

/// The assembled module on a real navigator.
@MainActor
@Suite struct __F__ModuleTests {
    @Test func build_showsTheScreenOfTheUser_andBackReturnsToTheScreenBefore() async {
        let navigator = Navigator()
        let before = StubScreen(title: "Players")
        navigator.push(before)
        let screen = __F__Module.build(user: User(id: "1", username: "ann"), navigator: navigator)
        navigator.push(screen)

        await screen.willAppear()
        #expect(screen.content.title == "__T__")
        #expect(screen.content.status == "ann")

        await screen.handle("b")
        #expect(navigator.top === before)
    }
}
'''

SOURCES = [("Entity", ENTITY), ("Contract", CONTRACT), ("Interactor", INTERACTOR), ("Presenter", PRESENTER), ("Router", ROUTER),
           ("View", VIEW), ("ViewModel", VIEW_MODEL), ("Module", MODULE), ("Wording", WORDING)]
TESTS = [("InteractorTests", INTERACTOR_TESTS), ("PresenterTests", PRESENTER_TESTS), ("RouterTests", ROUTER_TESTS),
         ("ViewTests", VIEW_TESTS), ("ModuleTests", MODULE_TESTS)]

# The manifest's list of features, one `feature("Name", services: [...])` line each, up to its closing bracket.
FEATURES = re.compile(r"^let features = \[\n(?P<entries>(?:[ \t]+.*\n)*?)(?P<close>\]\s*$)", re.M)
FEATURE_ENTRY = re.compile(r'^\s*feature\("([^"]+)"', re.M)

APP_LINES = '''Next, open it from a screen (nothing else needs to change):

  1. In the Router of the feature that leads to it (say PlayerList), ask its screen factory for it
     and push it:
         // in <Feature>ScreenFactory
         func make__F__Screen(for user: User) -> any Screen
         // in <Feature>Routing and <Feature>Router
         func show__F__() { navigator?.push(factory.make__F__Screen(for: user)) }

  2. In App/FootballGatherApp/SignedInSession.swift, build it:
         import __F__
         func make__F__Screen(for user: User) -> any Screen {
             SignedInScreen(__F__Module.build(user: user, navigator: navigator), username: user.username)
         }

  3. Give it its first use case in __F__Interactor (its rules go there, and only there), word the answers
     in __F__Wording, and let the tests of each role say what it does: swift test --filter __F__Tests.
'''


def title(name):
    """MatchStats → "Match stats": how the app writes a screen's title."""
    words = re.findall(r"[A-Z]+(?![a-z])|[A-Z][a-z0-9]*|[0-9]+", name)
    return " ".join([words[0]] + [w if w.isupper() and len(w) > 1 else w.lower() for w in words[1:]])


def fill(template, name):
    return (template.replace("__F__", name).replace("__f__", title(name).lower() if not name.isupper() else name)
            .replace("__T__", title(name)))


def problem_with(name, root):
    """Why NAME can't be a new feature here; None when it can."""
    if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", name):
        return f"{name!r} is not a feature name: use UpperCamelCase letters and digits, e.g. Scoreboard"
    if name in TOOLCHAIN or keyword.iskeyword(name) or name.endswith("Tests"):
        return f"{name} is a name Swift or its toolchain already uses: choose another"
    manifest = os.path.join(root, "Package.swift")
    if not os.path.isfile(manifest):
        return f"no Package.swift in {root}"
    with open(manifest, encoding="utf-8") as handle:
        text = handle.read()
    match = FEATURES.search(text)
    if not match:
        return "Package.swift has no `let features = [` list (one `feature(...)` line each) to add the feature to"
    if name in FEATURE_ENTRY.findall(match.group("entries")):
        return f"{name} is a feature already (it is in features in Package.swift)"
    if re.search(r'name:\s*"' + name + '"', text):
        return f"{name} is a module of the package already: choose another"
    for folder in (os.path.join("Modules", name), os.path.join("Tests", f"{name}Tests")):
        if os.path.exists(os.path.join(root, folder)):
            return f"{folder} exists already: nothing was written"
    return None


def write(name, root):
    """Writes the module, its tests and the manifest line; returns the paths written, relative to `root`."""
    written = []
    for folder, files in ((os.path.join("Modules", name), SOURCES), (os.path.join("Tests", f"{name}Tests"), TESTS)):
        os.makedirs(os.path.join(root, folder))
        for role, template in files:
            path = os.path.join(folder, f"{name}{role}.swift")
            with open(os.path.join(root, path), "w", encoding="utf-8") as handle:
                handle.write(fill(template, name))
            written.append(path)
    manifest = os.path.join(root, "Package.swift")
    with open(manifest, encoding="utf-8") as handle:
        text = handle.read()
    match = FEATURES.search(text)
    text = text[:match.start("close")] + f'    feature("{name}", services: []),\n' + text[match.start("close"):]
    with open(manifest, "w", encoding="utf-8") as handle:
        handle.write(text)
    written.append("Package.swift")
    return written


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="Tools/new-feature",
        description="Write a new feature module that already follows every rule: the seven VIPER role files and "
                    "its Wording, one test file per role, and the feature added to Package.swift. Then swift build, "
                    "swift test --filter NAMETests and Tools/architecture-check pass with no edits by hand.")
    parser.add_argument("name", metavar="NAME", help="the feature's name in UpperCamelCase, e.g. Scoreboard")
    parser.add_argument("--package-path", default=REPO_ROOT, help="the package to add it to (default: this repository)")
    args = parser.parse_args(argv)
    root = os.path.abspath(args.package_path)
    problem = problem_with(args.name, root)
    if problem:
        print(f"Tools/new-feature: {problem}", file=sys.stderr)
        return 2
    written = write(args.name, root)
    print(f"[new-feature] wrote the feature {args.name}:")
    for path in written[:-1]:
        print(f"  {path}")
    print(f'  Package.swift: feature("{args.name}", services: []) added to features (it gets Domain, TerminalUI, '
          f"Presentation and its test target; list a service interface there when its files import one)")
    print(f"\nCheck it: swift build && swift test --filter {args.name}Tests && Tools/architecture-check\n")
    print(fill(APP_LINES, args.name))
    return 0

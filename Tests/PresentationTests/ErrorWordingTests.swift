import Domain
import Presentation
import Testing

/// Domain says what went wrong as a typed error; these are the sentences people read for it.
@Suite struct ErrorWordingTests {
    @Test func serviceErrors_sayWhatHappenedAndWhatToDo() {
        #expect(ServiceError.wrongCredentials.message == "Wrong username or password.")
        #expect(ServiceError.sessionExpired.message == "Your session has expired: please log in again.")
        #expect(ServiceError.invalid(.required(field: "Name")).message == "Name is required.")
        #expect(ServiceError.unavailable("disk full").message == "Storage is unavailable: disk full.")
        struct Other: Error {}
        #expect(Other().userMessage.hasPrefix("Something unexpected happened"))
        #expect((ServiceError.notFound as any Error).userMessage == "That item no longer exists.")
    }

    @Test func validationErrors_sayWhatWouldBeAccepted() {
        #expect(ValidationError.required(field: "Name").message == "Name is required.")
        #expect(ValidationError.tooShort(field: "Password", minimum: 8).message == "Password must be at least 8 characters.")
        #expect(ValidationError.outOfRange(field: "Age", range: 1...120).message == "Age must be between 1 and 120.")
        #expect(ValidationError.notAChoice(field: "Skill", choices: 3).message == "Skill: type a number from 1 to 3 or a name, or leave it blank.")
        #expect(ValidationError.mismatch(field: "Password").message == "The two passwords don't match.")
        #expect(ValidationError.notADuration(field: "Time").message.hasPrefix("Time must be minutes:seconds"))
    }

    @Test func routeErrors_nameWhatWouldWork() {
        #expect(AppRouteError.empty.message == "open needs a route, e.g. open players/2")
        #expect(
            AppRouteError.unknown("teams").message
                == "there is no route teams; routes: players, players/N, players/N/edit/FIELD, players/new, history, history/N, records, match")
        #expect(AppRouteError.notANumber("x", path: "players/x").message == "x in players/x is not a row number (1, 2, …)")
        #expect(
            AppRouteError.unknownField("height", path: "players/1/edit/height").message
                == "height in players/1/edit/height is not a field; fields: name, age, position, skill, team")
    }
}

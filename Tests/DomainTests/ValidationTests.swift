import Testing

@testable import Domain

@Suite struct ValidationTests {
    @Test func playerName_trimsAndAcceptsPrintableText() {
        #expect(Validation.playerName("  Ann Smith ") == .success("Ann Smith"))
        #expect(Validation.playerName("Carla Díaz 👩🏽‍🦱") == .success("Carla Díaz 👩🏽‍🦱"))
        #expect(Validation.playerName("'); DROP TABLE players;--") == .success("'); DROP TABLE players;--"))
        #expect(Validation.playerName("مريم") == .success("مريم"))
    }

    @Test(arguments: ["", "   ", "\t"])
    func playerName_whenBlank_isRequired(text: String) {
        #expect(Validation.playerName(text) == .failure(.required(field: .player(.name))))
    }

    @Test func playerName_isAtMostFiftyCharacters() {
        #expect(Validation.playerName(String(repeating: "é", count: 50)) == .success(String(repeating: "é", count: 50)))
        #expect(Validation.playerName(String(repeating: "x", count: 51)) == .failure(.tooLong(field: .player(.name), maximum: 50)))
        #expect(Validation.playerName(String(repeating: "x", count: 10_000)) == .failure(.tooLong(field: .player(.name), maximum: 50)))
    }

    @Test(arguments: ["a\u{1B}[31mb", "a\u{07}", "evil\u{202E}txt", "a\u{0}b", "a\u{9B}b"])
    func playerName_withControlCharacters_isRefused(text: String) {
        #expect(Validation.playerName(text) == .failure(.controlCharacters(field: .player(.name))))
    }

    @Test func age_isOptionalAndBetweenOneAndOneHundredTwenty() {
        #expect(Validation.age("") == .success(nil))
        #expect(Validation.age(" 30 ") == .success(30))
        #expect(Validation.age("1") == .success(1))
        #expect(Validation.age("120") == .success(120))
        #expect(Validation.age("0") == .failure(.outOfRange(field: .player(.age), range: 1...120)))
        #expect(Validation.age("-5") == .failure(.outOfRange(field: .player(.age), range: 1...120)))
        #expect(Validation.age("121") == .failure(.outOfRange(field: .player(.age), range: 1...120)))
        #expect(Validation.age("99999999999999999999999") == .failure(.outOfRange(field: .player(.age), range: 1...120)))
        #expect(Validation.age("thirty") == .failure(.notANumber(field: .player(.age))))
        #expect(Validation.age("3.5") == .failure(.notANumber(field: .player(.age))))
        #expect(Validation.age("-") == .failure(.notANumber(field: .player(.age))))
    }

    @Test func favouriteTeam_isOptionalAndValidated() {
        #expect(Validation.favouriteTeam("  ") == .success(nil))
        #expect(Validation.favouriteTeam(" Arsenal ") == .success("Arsenal"))
        #expect(Validation.favouriteTeam(String(repeating: "x", count: 51)) == .failure(.tooLong(field: .player(.favouriteTeam), maximum: 50)))
    }

    @Test func choice_isANumberInTheListOrBlank() {
        #expect(Validation.choice("", count: 5, field: .player(.position)) == .success(nil))
        #expect(Validation.choice("1", count: 5, field: .player(.position)) == .success(0))
        #expect(Validation.choice(" 5 ", count: 5, field: .player(.position)) == .success(4))
        for bad in ["0", "6", "-1", "x", "99999999999"] {
            #expect(Validation.choice(bad, count: 5, field: .player(.position)) == .failure(.notAChoice(field: .player(.position), choices: 5)))
        }
    }

    @Test func aTypedChoice_isItsNumber_itsName_orItsShortForm_inAnyCase() {
        for (text, position) in [
            ("3", PlayerPosition.midfielder), ("midfielder", .midfielder), ("MID", .midfielder), ("mf", .midfielder),
            ("GK", .goalkeeper), ("Goalkeeper", .goalkeeper), ("def", .defender), ("df", .defender),
            ("w", .winger), ("wg", .winger), ("st", .striker), ("fw", .striker),
        ] {
            #expect(Validation.choice(text, of: PlayerPosition.self, field: .player(.position)) == .success(position), "\(text)")
        }
        for (text, skill) in [("pro", PlayerSkill.professional), ("Amateur", .amateur), ("beg", .beginner), ("1", .beginner)] {
            #expect(Validation.choice(text, of: PlayerSkill.self, field: .player(.skill)) == .success(skill), "\(text)")
        }
        #expect(Validation.choice(" ", of: PlayerSkill.self, field: .player(.skill)) == .success(nil))
        // The start of a name only one choice has, two letters at least.
        for (text, skill) in [("be", PlayerSkill.beginner), ("BEGIN", .beginner), ("ama", .amateur), ("profess", .professional)] {
            #expect(Validation.choice(text, of: PlayerSkill.self, field: .player(.skill)) == .success(skill), "\(text)")
        }
        for (text, position) in [("goal", PlayerPosition.goalkeeper), ("defen", .defender), ("wing", .winger), ("stri", .striker)] {
            #expect(Validation.choice(text, of: PlayerPosition.self, field: .player(.position)) == .success(position), "\(text)")
        }
        for bad in ["expert", "4", "mid", "st.", "b", "beginners"] {
            #expect(Validation.choice(bad, of: PlayerSkill.self, field: .player(.skill)) == .failure(.notAChoice(field: .player(.skill), choices: 3)))
        }
    }

    @Test func username_refusesColonsAndBlanks() {
        #expect(Validation.username(" ann ") == .success("ann"))
        #expect(Validation.username("a:b") == .failure(.forbiddenCharacter(field: .username, character: ":")))
        #expect(Validation.username("") == .failure(.required(field: .username)))
    }

    @Test func password_isKeptAsTypedButNotEmpty() {
        #expect(Validation.password(" pw ") == .success(" pw "))
        #expect(Validation.password("") == .failure(.required(field: .password)))
        #expect(Validation.password(String(repeating: "x", count: 129)) == .failure(.tooLong(field: .password, maximum: 128)))
        #expect(Validation.password("a\u{1B}b") == .failure(.controlCharacters(field: .password)))
    }

    @Test func newPassword_isAPasswordOfAtLeastEightCharacters() {
        #expect(Validation.newPassword("seven77") == .failure(.tooShort(field: .password, minimum: 8)))
        #expect(Validation.newPassword("ééééééé🙂") == .success("ééééééé🙂"), "characters, not bytes")
        #expect(Validation.newPassword(" eight8 ") == .success(" eight8 "))
        #expect(Validation.newPassword("") == .failure(.required(field: .password)))
        #expect(Validation.newPassword("long\u{1B}enough") == .failure(.controlCharacters(field: .password)))
    }

    @Test func player_checksEveryFieldAndNormalises() {
        let valid = PlayerDetails(name: " Ann ", age: 30, favouriteTeam: "  ")
        #expect(Validation.player(valid) == .success(PlayerDetails(name: "Ann", age: 30, favouriteTeam: nil)))
        #expect(Validation.player(PlayerDetails(name: "Ann", age: 0)) == .failure(.outOfRange(field: .player(.age), range: 1...120)))
        #expect(Validation.player(PlayerDetails(name: "")) == .failure(.required(field: .player(.name))))
    }

}

@Suite struct DurationValidationTests {
    @Test func duration_isASetTimeFrom0_01To99_59() {
        for seconds in [1, 450, 600, 5_999] {
            #expect(Validation.duration(seconds: seconds) == .success(seconds))
        }
        for seconds in [nil, 0, -1, 6_000, Int.max, Int.min] {
            #expect(Validation.duration(seconds: seconds) == .failure(.notADuration(field: .time)))
        }
    }

    @Test func timer_startsFullAndStopped() {
        let timer = GatherTimer()
        #expect(timer.duration == 600)
        #expect(timer.remaining == 600)
        #expect(!timer.isRunning)
        #expect(!timer.isFinished)
        #expect(GatherTimer(duration: 60, remaining: 0).isFinished)
        #expect(GatherProgress().score == Score(teamA: 0, teamB: 0))
    }
}

import FootballGatherApp
import Foundation

#if canImport(CMalloc)
import CMalloc
#endif

#if canImport(CMalloc)
// One malloc arena for every thread, set before any thread allocates: the app's threads (the screen
// loop, a store's queue) mostly take turns rather than run side by side, and an arena each left the memory
// one freed unused by the others (some 1.5 MB of a session with 10 000 players; see docs/tools.md).
mallopt(M_ARENA_MAX, 1)
#endif

// Everything lives in FootballGatherApp; this only hands over and exits with its status.
let arguments = Array(CommandLine.arguments.dropFirst())
// The environment as the user gave it: the data folder is worked out from it, not from what is set below.
let environment = ProcessInfo.processInfo.environment
// Set before anything reaches Foundation's networking, which reads them once.
for (name, value) in FootballGatherApp.urlSessionEnvironment(arguments: arguments, environment: environment) {
    setenv(name, value, 1)
}
let status = await FootballGatherApp.main(arguments: arguments, environment: environment)
exit(status)

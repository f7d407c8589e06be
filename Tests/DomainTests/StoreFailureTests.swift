import Domain
import Testing

@Suite struct StoreFailureTests {
    @Test func aServiceError_thatOnlyTheStoreExplains_isKeptAsItIs() {
        #expect(StoreFailure(ServiceError.unavailable("disk full")) == .unavailable("disk full"))
        #expect(StoreFailure(ServiceError.sessionExpired) == .sessionExpired)
        #expect(StoreFailure(ServiceError.unexpected("boom")) == .unexpected("boom"))
    }

    @Test func aServiceError_aUseCaseShouldHaveRead_isUnexpectedThere_andSaysWhichItWas() {
        #expect(StoreFailure(ServiceError.notFound) == .unexpected("the store said notFound"))
        struct Other: Error {}
        guard case .unexpected(let detail) = StoreFailure(Other() as any Error) else {
            Issue.record("another error is not unexpected")
            return
        }
        #expect(detail.contains("Other"))
    }
}

package dev.dynamofixtures.junit.internal;

import dev.dynamofixtures.junit.internal.backend.RemoteBackend;
import dev.dynamofixtures.junit.internal.backend.RemoteBackends;
import dev.dynamofixtures.junit.internal.backend.TableNames;
import java.time.Clock;
import java.time.ZoneOffset;

/**
 * A backend that is not this library's engine ({@code dynamodb-local}, {@code testcontainers}, {@code endpoint}),
 * as fixtures use it: each test class opens a {@link RemoteBackend} of its own, seeing the server's tables through
 * the fixture's table prefix or else a unique one ({@code dfx_<run>_<n>_}), so classes sharing a server never see
 * each other's tables; the class's database loads the seed once and resets it before each test
 * ({@link RemoteDatabase}). The server itself (DynamoDB Local, its container) is started once per JVM by the
 * remote backend and shared.
 */
final class RemoteFixtureBackend implements Backend {
    private final String name;

    RemoteFixtureBackend(String name) {
        this.name = name;
    }

    @Override
    public String name() {
        return name;
    }

    /**
     * {@inheritDoc}
     *
     * @throws dev.dynamofixtures.junit.internal.backend.BackendUnavailableException when the backend cannot run on
     *                                                                              this machine (skip the class)
     * @throws dev.dynamofixtures.junit.internal.backend.BackendSetupException       when the project's setup keeps it
     *                                                                              from starting (fail the class)
     */
    @Override
    public FixtureDatabase open(FixtureSeed seed) {
        TableNames naming = seed.tablePrefix().map(TableNames::prefix).orElseGet(TableNames::unique);
        Clock seedClock = seed.clock().map(instant -> Clock.fixed(instant, ZoneOffset.UTC)).orElseGet(Clock::systemUTC);
        RemoteBackend remote = RemoteBackends.open(name, naming);
        try {
            return RemoteDatabase.open(remote, seed.dataset(), seedClock);
        } catch (RuntimeException e) {
            remote.close();
            throw e;
        }
    }

    @Override
    public void close() {
        // each class's RemoteBackend is closed with its database; the shared server stops with the JVM
    }
}

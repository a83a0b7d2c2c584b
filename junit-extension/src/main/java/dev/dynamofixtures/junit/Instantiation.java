package dev.dynamofixtures.junit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The forks made for the constructor parameters of the test instances being created for one test on one thread,
 * by the fixture they belong to, until that test claims them.
 *
 * <p>Why: under the default per-method lifecycle JUnit resolves constructor parameters in the test class's context
 * (up to 5.11 always, later unless an extension opts out with an API newer than the one this extension is compiled
 * against), so nothing says which test the instance is for. But a test's instances are created on the thread that
 * then runs it, right before its {@code BeforeEachCallback}s: the extension keeps the forks by thread and the
 * test's first callback claims them. Forks never claimed (a constructor that threw) are closed when the next
 * instance on the thread starts, or at the end of the run.
 */
@SuppressWarnings("deprecation") // CloseableResource: the only interface JUnit 5.10 to 5.12 close store values by
final class Instantiation implements AutoCloseable, ExtensionContext.Store.CloseableResource {
    private final Map<String, Fixture> byOwner = new LinkedHashMap<>();

    /** The key of the thread's instantiation in the root context's store. */
    static StoreKey keyForCurrentThread() {
        return new StoreKey("instantiation", Thread.currentThread());
    }

    /** The fork for the fixture of {@code ownerId}, made by {@code fork} on first request. */
    synchronized Fixture fixture(String ownerId, Supplier<Fixture> fork) {
        return byOwner.computeIfAbsent(ownerId, id -> fork.get());
    }

    /** Hands every fork over to the test: it now closes them. */
    synchronized Map<String, Fixture> claim() {
        Map<String, Fixture> all = new LinkedHashMap<>(byOwner);
        byOwner.clear();
        return all;
    }

    @Override
    public void close() {
        List<Fixture> unclaimed;
        synchronized (this) {
            unclaimed = new ArrayList<>(byOwner.values());
            byOwner.clear();
        }
        unclaimed.forEach(Fixture::close);
    }
}

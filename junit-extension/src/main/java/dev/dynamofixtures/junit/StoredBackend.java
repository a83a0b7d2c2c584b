package dev.dynamofixtures.junit;

import dev.dynamofixtures.junit.internal.Backend;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A backend kept in the root context's store for the whole run, closed by JUnit when the run ends (as an
 * {@link AutoCloseable} on JUnit 5.13 and later, as a {@code CloseableResource} before), once.
 */
@SuppressWarnings("deprecation") // CloseableResource: the only interface JUnit 5.10 to 5.12 close store values by
final class StoredBackend implements AutoCloseable, ExtensionContext.Store.CloseableResource {
    private final Backend backend;
    private final AtomicBoolean closed = new AtomicBoolean();

    StoredBackend(Backend backend) {
        this.backend = backend;
    }

    Backend backend() {
        return backend;
    }

    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            backend.close();
        }
    }
}

package dev.dynamofixtures.junit.internal.backend;

/**
 * A backend that cannot run on this machine for a reason outside the project (no Docker engine for the
 * {@code testcontainers} backend): the tests that use it are to be reported as <em>skipped</em> with
 * {@link #getMessage()} as the reason, not failed.
 *
 * <p>Contract with the extension: catch it where the backend is opened (before all tests of a class) and rethrow
 * it as {@code org.opentest4j.TestAbortedException} (what {@code Assumptions.abort(reason)} throws), so JUnit
 * reports the class's tests as skipped. It is not itself a {@code TestAbortedException}, to keep this package
 * free of JUnit.
 */
public final class BackendUnavailableException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** An unavailable backend, with the reason to report and what would make it available. */
    public BackendUnavailableException(String message) {
        super(message);
    }

    /** An unavailable backend, with the reason to report and the failure that showed it. */
    public BackendUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}

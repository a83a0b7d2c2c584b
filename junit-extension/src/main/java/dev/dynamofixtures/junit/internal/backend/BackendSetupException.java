package dev.dynamofixtures.junit.internal.backend;

/**
 * A backend the user picked that cannot start because of the project's setup: a missing optional dependency (the
 * message names the exact Maven coordinates to add), no native SQLite library for DynamoDB Local, no endpoint
 * configured, or a server that refused to start. Unlike {@link BackendUnavailableException} it fails the tests:
 * the extension reports it once per class (as an {@code ExtensionConfigurationException}), message unchanged.
 */
public final class BackendSetupException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** A setup problem, with a message saying what to change. */
    public BackendSetupException(String message) {
        super(message);
    }

    /** A setup problem, with a message saying what to change and the failure that showed it. */
    public BackendSetupException(String message, Throwable cause) {
        super(message, cause);
    }
}

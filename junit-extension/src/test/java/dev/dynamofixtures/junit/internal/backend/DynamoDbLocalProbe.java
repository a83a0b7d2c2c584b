package dev.dynamofixtures.junit.internal.backend;

/**
 * A program run by {@link DynamoDbLocalInFreshJvmTest} in a JVM of its own, as a user's test JVM starts: opens the
 * dynamodb-local backend, loads a seed and prints what it found, or prints the setup problem and exits with 3.
 */
public final class DynamoDbLocalProbe {
    private DynamoDbLocalProbe() {
    }

    /** Runs the probe; prints {@code orders=N} and {@code library.path=FOLDER}, or {@code setup problem: ...}. */
    public static void main(String[] args) {
        System.out.println("property before=" + System.getProperty(Sqlite4javaNatives.PROPERTY));
        try (RemoteBackend backend = DynamoDbLocalBackend.open(TableNames.unique())) {
            backend.reset(DynamoDbLocalBackendTest.SEED);
            System.out.println("orders=" + backend.client().scan(b -> b.tableName("orders")).count());
            System.out.println("library.path=" + System.getProperty(Sqlite4javaNatives.PROPERTY));
        } catch (BackendSetupException e) {
            System.out.println("setup problem: " + e.getMessage());
            System.out.flush();
            System.exit(3);
        }
        System.out.flush();
        System.exit(0);
    }
}

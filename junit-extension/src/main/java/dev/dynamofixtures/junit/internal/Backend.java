package dev.dynamofixtures.junit.internal;

/**
 * A kind of DynamoDB that fixtures run on ({@code in-memory}, {@code dynamodb-local}, ...). The extension creates one
 * per run, the first time a test class asks for it, keeps it for the whole run and closes it at the end: a backend
 * that runs something (a DynamoDB Local server, a container) starts it when created or on its first
 * {@link #open(FixtureSeed)}, and stops it in {@link #close()}.
 *
 * <p>Implementations must be safe for use from many threads: with parallel execution, classes open databases
 * concurrently. Register a new backend in {@link Backends}.
 */
public interface Backend extends AutoCloseable {
    /** The name users choose this backend by, such as {@code in-memory}. */
    String name();

    /**
     * A database for one test class, holding the seed's tables and items (relative times computed from the seed's
     * clock when it has one). Called once per class that declares a fixture.
     *
     * @throws dev.dynamofixtures.core.dataset.DatasetException when the seed cannot be loaded; the class then fails
     * @throws UnsupportedOperationException when the seed asks for what this backend cannot do (a fixed clock on a
     *                                       real service), with a message naming the backend that can
     */
    FixtureDatabase open(FixtureSeed seed);

    /** Stops whatever this backend runs; called once, when the run ends. */
    @Override
    void close();
}

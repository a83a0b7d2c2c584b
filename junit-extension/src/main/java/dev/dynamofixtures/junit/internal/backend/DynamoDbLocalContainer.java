package dev.dynamofixtures.junit.internal.backend;

import java.net.URI;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.utility.DockerImageName;

/**
 * The one class that touches Testcontainers: DynamoDB Local in the {@code amazon/dynamodb-local} image, in-memory
 * with one database for all credentials and regions, started once per JVM on first use and stopped when the JVM
 * exits (Testcontainers' reaper removes it if the JVM dies). Loaded only when the testcontainers backend is opened,
 * after {@link OptionalDependencies#requireTestcontainers} has checked that Testcontainers is on the class path.
 */
final class DynamoDbLocalContainer {
    /** The system property that replaces the image, e.g. with a mirror's copy. */
    static final String IMAGE_PROPERTY = "dynamofixtures.testcontainers.image";
    static final String DEFAULT_IMAGE = "amazon/dynamodb-local:" + OptionalDependencies.DYNAMODB_LOCAL_VERSION;
    private static final int PORT = 8000;
    private static URI shared;

    private DynamoDbLocalContainer() {
    }

    /**
     * The endpoint of the JVM's DynamoDB Local container, started now if it is not yet.
     *
     * @throws BackendUnavailableException when no Docker engine is reachable
     * @throws BackendSetupException       when the container does not start
     */
    static synchronized URI sharedEndpoint() {
        if (shared == null) {
            if (!DockerClientFactory.instance().isDockerAvailable()) {
                throw new BackendUnavailableException("The testcontainers backend needs a Docker engine, and "
                        + "Testcontainers found none on this machine (see its log for the strategies it tried). "
                        + "Start Docker (or set DOCKER_HOST), or run these tests on the dynamodb-local backend, "
                        + "which runs DynamoDB Local in-process without Docker: -Ddynamofixtures.backend=dynamodb-local");
            }
            String image = System.getProperty(IMAGE_PROPERTY, DEFAULT_IMAGE);
            GenericContainer<?> container = new GenericContainer<>(DockerImageName.parse(image)
                    .asCompatibleSubstituteFor("amazon/dynamodb-local"))
                    .withExposedPorts(PORT)
                    .withCommand("-jar", "DynamoDBLocal.jar", "-inMemory", "-sharedDb")
                    .waitingFor(Wait.forListeningPort());
            try {
                container.start();
            } catch (RuntimeException e) {
                throw new BackendSetupException("The testcontainers backend could not start DynamoDB Local from the "
                        + "image " + image + ": " + e.getMessage() + ". Check that Docker can pull it (or set -D"
                        + IMAGE_PROPERTY + "=IMAGE to a copy it can reach).", e);
            }
            Runtime.getRuntime().addShutdownHook(new Thread(container::stop, "dynamo-fixtures-container-stop"));
            shared = URI.create("http://" + container.getHost() + ":" + container.getMappedPort(PORT));
        }
        return shared;
    }
}

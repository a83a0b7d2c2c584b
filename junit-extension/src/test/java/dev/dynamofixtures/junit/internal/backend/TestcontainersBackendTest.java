package dev.dynamofixtures.junit.internal.backend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.testcontainers.DockerClientFactory;

/**
 * The testcontainers backend. Where no Docker engine runs (as on this project's machines) the lifecycle test is
 * reported as skipped with the backend's reason, as the extension reports a user's tests; where Docker runs it
 * passes.
 */
class TestcontainersBackendTest {

    @Test
    void starts_dynamodb_local_in_docker_loads_the_seed_and_resets_it() {
        // given
        RemoteBackend backend = openOrSkip();
        try (backend) {
            // when
            backend.reset(DynamoDbLocalBackendTest.SEED);
            backend.client().deleteItem(b -> b.tableName("orders")
                    .key(java.util.Map.of("order_id", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("o1"))));
            backend.reset(DynamoDbLocalBackendTest.SEED);

            // then
            assertThat(backend.name()).isEqualTo("testcontainers");
            assertThat(backend.client().scan(b -> b.tableName("orders")).count()).isEqualTo(2);
            assertThat(backend.client().listTables().tableNames()).containsExactly("orders");
        }
    }

    @Test
    void without_docker_the_backend_is_unavailable_with_the_reason_and_the_alternative() {
        Assumptions.assumeFalse(DockerClientFactory.instance().isDockerAvailable(), "Docker is available here");

        assertThatThrownBy(() -> TestcontainersBackend.open(TableNames.unique()))
                .isInstanceOf(BackendUnavailableException.class)
                .hasMessage("The testcontainers backend needs a Docker engine, and Testcontainers found none on this "
                        + "machine (see its log for the strategies it tried). Start Docker (or set DOCKER_HOST), or run "
                        + "these tests on the dynamodb-local backend, which runs DynamoDB Local in-process without "
                        + "Docker: -Ddynamofixtures.backend=dynamodb-local");
    }

    @Test
    void without_testcontainers_on_the_class_path_the_message_names_the_dependency_to_add() {
        assertThatThrownBy(() -> TestcontainersBackend.open(TableNames.unique(), className -> false))
                .isInstanceOf(BackendSetupException.class)
                .hasMessageContaining("""
                          <dependency>
                            <groupId>org.testcontainers</groupId>
                            <artifactId>testcontainers</artifactId>
                            <version>1.21.3</version>
                            <scope>test</scope>
                          </dependency>
                        """)
                .hasMessageEndingWith("Or pick the dynamodb-local backend: DynamoDB Local in-process, no Docker.");
    }

    @Test
    void opening_by_name_reaches_the_same_backends() {
        assertThatThrownBy(() -> RemoteBackends.open("dynamo-local", TableNames.unique()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Unknown backend 'dynamo-local'; the backends besides in-memory are dynamodb-local, "
                        + "testcontainers, endpoint");
        try (RemoteBackend local = RemoteBackends.open("dynamodb-local", TableNames.unique())) {
            assertThat(local).isInstanceOf(DynamoDbLocalBackend.class);
        }
    }

    /** Opens the backend, or aborts the test (reported as skipped) with the reason it is unavailable. */
    private static RemoteBackend openOrSkip() {
        try {
            return TestcontainersBackend.open(TableNames.unique());
        } catch (BackendUnavailableException e) {
            Assumptions.abort(e.getMessage());
            throw e;
        }
    }
}

package dev.dynamofixtures.junit.internal.backend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.net.URI;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;

@SuppressWarnings("unchecked") // the SDK's varargs of Consumer<Builder> and of items
class EndpointBackendTest {
    private InMemoryDynamo dynamo;
    private EndpointSettings settings;

    @BeforeEach
    void startEndpoint() {
        dynamo = InMemoryDynamo.create();
        settings = EndpointSettings.from(Map.of("dynamofixtures.endpoint", dynamo.startServer().endpoint().toString())::get,
                name -> null);
    }

    @AfterEach
    void stopEndpoint() {
        dynamo.close();
    }

    @Test
    void creates_the_seeds_tables_with_the_prefix_and_deletes_them_when_closed() {
        // given
        EndpointBackend backend = EndpointBackend.open(settings, TableNames.unique());
        dynamo.client().createTable(b -> b.tableName("production_orders").billingMode("PAY_PER_REQUEST")
                .attributeDefinitions(a -> a.attributeName("id").attributeType("S"))
                .keySchema(k -> k.attributeName("id").keyType("HASH")));

        // when
        backend.reset(DynamoDbLocalBackendTest.SEED);

        // then
        String serverName = backend.tableNames().toServer("orders");
        assertThat(serverName).startsWith(TableNames.forRun().prefix());
        assertThat(dynamo.client().listTables().tableNames()).containsExactlyInAnyOrder(serverName, "production_orders");
        assertThat(backend.client().scan(b -> b.tableName("orders")).count()).isEqualTo(2);
        assertThat(backend.client().listTables().tableNames()).containsExactly("orders");

        // when
        backend.close();

        // then
        assertThat(dynamo.client().listTables().tableNames()).containsExactly("production_orders");
    }

    @Test
    void names_are_always_prefixed_on_an_endpoint_even_when_asked_for_none() {
        // when
        try (EndpointBackend backend = EndpointBackend.open(settings, TableNames.identity())) {
            backend.reset(DynamoDbLocalBackendTest.SEED);

            // then
            assertThat(backend.tableNames()).isEqualTo(TableNames.forRun());
            assertThat(dynamo.client().listTables().tableNames()).containsExactly(TableNames.forRun().toServer("orders"));
        }
    }

    @Test
    void reads_the_endpoint_and_region_from_properties_before_the_environment() {
        // when
        EndpointSettings fromProperty = EndpointSettings.from(
                Map.of("dynamofixtures.endpoint", "http://localhost:8000", "dynamofixtures.region", "eu-west-1")::get,
                Map.of("DYNAMOFIXTURES_ENDPOINT", "https://dynamodb.eu-west-1.amazonaws.com")::get);
        EndpointSettings fromEnvironment = EndpointSettings.from(name -> null,
                Map.of("DYNAMOFIXTURES_ENDPOINT", "https://dynamodb.eu-west-1.amazonaws.com")::get);

        // then
        assertThat(fromProperty).isEqualTo(new EndpointSettings(URI.create("http://localhost:8000"), Region.EU_WEST_1));
        assertThat(fromEnvironment).isEqualTo(new EndpointSettings(
                URI.create("https://dynamodb.eu-west-1.amazonaws.com"), Region.US_EAST_1));
    }

    @Test
    void without_an_endpoint_the_message_says_how_to_give_one() {
        assertThatThrownBy(() -> EndpointSettings.from(name -> null, name -> null))
                .isInstanceOf(BackendSetupException.class)
                .hasMessage("The endpoint backend needs the URL of a DynamoDB: set -Ddynamofixtures.endpoint="
                        + "https://dynamodb.eu-west-1.amazonaws.com (or http://localhost:8000, a LocalStack or ScyllaDB "
                        + "Alternator URL), or the environment variable DYNAMOFIXTURES_ENDPOINT. Credentials come from "
                        + "the AWS SDK's default chain (dummy ones for localhost).");
    }

    @Test
    void an_endpoint_that_is_not_an_http_url_is_refused_with_an_example() {
        assertThatThrownBy(() -> EndpointSettings.from(Map.of("dynamofixtures.endpoint", "localhost:8000")::get,
                name -> null))
                .isInstanceOf(BackendSetupException.class)
                .hasMessage("The endpoint backend's URL 'localhost:8000' (dynamofixtures.endpoint / "
                        + "DYNAMOFIXTURES_ENDPOINT) is not valid: not an http:// or https:// URL with a host; write it as "
                        + "http://localhost:8000 or https://dynamodb.REGION.amazonaws.com");
    }

    @Test
    void local_servers_get_dummy_credentials_and_real_ones_the_default_chain() {
        assertThat(RemoteClients.credentialsFor(URI.create("http://localhost:8000")))
                .isInstanceOf(StaticCredentialsProvider.class);
        assertThat(RemoteClients.credentialsFor(URI.create("http://127.0.0.1:8000")))
                .isInstanceOf(StaticCredentialsProvider.class);
        assertThat(RemoteClients.credentialsFor(URI.create("http://[::1]:8000")))
                .isInstanceOf(StaticCredentialsProvider.class);
        assertThat(RemoteClients.credentialsFor(URI.create("https://dynamodb.us-east-1.amazonaws.com")))
                .isInstanceOf(DefaultCredentialsProvider.class);
    }
}

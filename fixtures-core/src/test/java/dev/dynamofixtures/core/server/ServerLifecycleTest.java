package dev.dynamofixtures.core.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.dynamofixtures.core.DynamoServer;
import dev.dynamofixtures.core.InMemoryDynamo;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/** Starting, sharing and stopping the endpoint of an {@link InMemoryDynamo}. */
class ServerLifecycleTest {

    @Test
    void start_server_serves_the_engine_on_a_free_loopback_port() {
        try (InMemoryDynamo dynamo = InMemoryDynamo.create()) {
            // when
            DynamoServer server = dynamo.startServer();

            // then
            assertThat(server.endpoint().toString()).isEqualTo("http://127.0.0.1:" + server.port());
            assertThat(server.port()).isPositive();
            try (DynamoDbClient http = SdkClients.sync(server.endpoint())) {
                ResourceNotFoundException overHttp = catchThrowableOfType(ResourceNotFoundException.class,
                        () -> http.getItem(b -> b.tableName("missing").key(Map.of("k", AttributeValue.fromS("1")))));
                ResourceNotFoundException inProcess = catchThrowableOfType(ResourceNotFoundException.class,
                        () -> dynamo.client().getItem(b -> b.tableName("missing").key(Map.of("k", AttributeValue.fromS("1")))));
                assertThat(overHttp.awsErrorDetails().errorMessage()).isEqualTo(inProcess.awsErrorDetails().errorMessage());
                assertThat(overHttp.statusCode()).isEqualTo(inProcess.statusCode());
            }
        }
    }

    @Test
    void start_server_takes_a_chosen_port() throws Exception {
        // given
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = probe.getLocalPort();
        }
        try (InMemoryDynamo dynamo = InMemoryDynamo.create()) {
            // when
            DynamoServer server = dynamo.startServer(port);

            // then
            assertThat(server.port()).isEqualTo(port);
            assertThat(server.endpoint().toString()).isEqualTo("http://127.0.0.1:" + port);
        }
    }

    @Test
    void a_port_in_use_is_refused_naming_it() {
        try (InMemoryDynamo first = InMemoryDynamo.create(); InMemoryDynamo second = InMemoryDynamo.create()) {
            // given
            int port = first.startServer().port();

            // when / then
            assertThatThrownBy(() -> second.startServer(port))
                    .isInstanceOf(UncheckedIOException.class)
                    .hasMessageStartingWith("Cannot serve DynamoDB on 127.0.0.1:" + port + ": ");
        }
    }

    @Test
    void a_port_outside_the_tcp_range_is_refused() {
        try (InMemoryDynamo dynamo = InMemoryDynamo.create()) {
            assertThatThrownBy(() -> dynamo.startServer(65_536))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("port must be between 0 and 65535, was 65536");
        }
    }

    @Test
    void the_server_stops_when_the_engine_is_closed() {
        // given
        InMemoryDynamo dynamo = InMemoryDynamo.create();
        DynamoServer server = dynamo.startServer();
        assertThat(accepts(server)).isTrue();

        // when
        dynamo.close();

        // then
        assertThat(accepts(server)).isFalse();
    }

    @Test
    void closing_the_server_leaves_the_engine_open_and_closing_twice_is_harmless() {
        try (InMemoryDynamo dynamo = InMemoryDynamo.create()) {
            // given
            DynamoServer server = dynamo.startServer();

            // when
            server.close();
            server.close();

            // then
            assertThat(accepts(server)).isFalse();
            assertThatThrownBy(() -> dynamo.client().getItem(b -> b.tableName("missing")
                    .key(Map.of("k", AttributeValue.fromS("1"))))).isInstanceOf(ResourceNotFoundException.class);
        }
    }

    @Test
    void a_closed_engine_cannot_start_a_server() {
        // given
        InMemoryDynamo dynamo = InMemoryDynamo.create();
        dynamo.close();

        // when / then
        assertThatThrownBy(dynamo::startServer)
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("This InMemoryDynamo is closed; create a new one to serve it over HTTP.");
    }

    @Test
    void the_server_threads_do_not_keep_the_jvm_alive() {
        try (InMemoryDynamo dynamo = InMemoryDynamo.create(); DynamoDbClient http = SdkClients.sync(dynamo.startServer().endpoint())) {
            // given
            catchThrowableOfType(ResourceNotFoundException.class,
                    () -> http.getItem(b -> b.tableName("missing").key(Map.of("k", AttributeValue.fromS("1")))));

            // then
            assertThat(Thread.getAllStackTraces().keySet())
                    .filteredOn(t -> t.getName().startsWith("dynamo-fixtures-http") || t.getName().equals("HTTP-Dispatcher"))
                    .isNotEmpty()
                    .allMatch(Thread::isDaemon);
        }
    }

    static boolean accepts(DynamoServer server) {
        try (Socket socket = new Socket(server.endpoint().getHost(), server.port())) {
            return socket.isConnected();
        } catch (ConnectException e) {
            return false;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

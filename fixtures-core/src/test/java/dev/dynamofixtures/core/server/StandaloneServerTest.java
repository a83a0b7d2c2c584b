package dev.dynamofixtures.core.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.DynamoFixturesServer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** The standalone server, run as its own JVM the way a user runs it, and stopped the way Ctrl-C stops it. */
@Timeout(120)
class StandaloneServerTest {

    @Test
    void it_prints_the_endpoint_and_tables_serves_requests_and_stops_on_a_signal() throws Exception {
        // given
        Process server = launch("--port", "0", "--message-dialect", "local");
        try {
            List<String> banner = readUntil(server, "Press Ctrl-C to stop.");
            String first = banner.get(0);
            assertThat(first).matches("Dynamo Fixtures is serving DynamoDB at http://127\\.0\\.0\\.1:\\d+");
            assertThat(banner).contains("Tables: none");
            URI endpoint = URI.create(first.substring(first.lastIndexOf(' ') + 1));

            // when
            try (DynamoDbClient client = SdkClients.sync(endpoint)) {
                client.createTable(b -> b.tableName("orders").billingMode("PAY_PER_REQUEST")
                        .attributeDefinitions(a -> a.attributeName("pk").attributeType(ScalarAttributeType.S))
                        .keySchema(k -> k.attributeName("pk").keyType(KeyType.HASH)));

                // then
                assertThat(client.listTables().tableNames()).containsExactly("orders");
            }
        } finally {
            server.destroy();
        }
        assertThat(server.waitFor(20, TimeUnit.SECONDS)).as("stopped on SIGTERM").isTrue();
    }

    @Test
    void a_bad_option_prints_the_usage_and_exits_with_2() throws Exception {
        // when
        Process server = launch("--port", "eighty");

        // then
        assertThat(server.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(server.exitValue()).isEqualTo(2);
        String output = new String(server.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(output).contains("--port must be a number between 0 and 65535, was 'eighty'")
                .contains("Usage: DynamoFixturesServer [--port N]");
    }

    private static Process launch(String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), DynamoFixturesServer.class.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }

    private static List<String> readUntil(Process process, String last) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        List<String> lines = new ArrayList<>();
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            lines.add(line);
            if (line.equals(last)) {
                return lines;
            }
        }
        throw new AssertionError("The server stopped before it was ready: " + lines);
    }
}

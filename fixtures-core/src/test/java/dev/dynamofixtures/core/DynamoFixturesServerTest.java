package dev.dynamofixtures.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetTable;
import dev.dynamofixtures.core.internal.dataset.DatasetAccess;
import dev.dynamofixtures.core.internal.dataset.DatasetContent;
import dev.dynamofixtures.core.internal.dataset.ItemEntry;
import dev.dynamofixtures.core.internal.dataset.Position;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** The standalone server's command line: options, {@code --seed} and its report, and the {@code export} command. */
@Timeout(120)
class DynamoFixturesServerTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final InMemoryDynamo dynamo = InMemoryDynamo.create();

    @TempDir
    Path folder;

    @AfterEach
    void close() {
        dynamo.close();
    }

    @Test
    void seed_takes_every_file_up_to_the_next_option_and_may_be_repeated() {
        // when
        ServerOptions options = ServerOptions.parse(List.of("--seed", "a.yml", "b.json", "--port", "0",
                "--seed", "c.yml"));

        // then
        assertThat(options.seeds()).containsExactly(Path.of("a.yml"), Path.of("b.json"), Path.of("c.yml"));
        assertThat(options.port()).isZero();
        assertThat(options.dialect()).isEqualTo(MessageDialect.LIVE);
    }

    @Test
    void seed_without_a_file_is_an_error() {
        assertThatThrownBy(() -> ServerOptions.parse(List.of("--seed")))
                .hasMessage("--seed needs one or more dataset files");
        assertThatThrownBy(() -> ServerOptions.parse(List.of("--seed", "--port", "0")))
                .hasMessage("--seed needs one or more dataset files");
    }

    @Test
    void an_option_without_its_value_or_an_unknown_option_is_an_error() {
        assertThatThrownBy(() -> ServerOptions.parse(List.of("--port"))).hasMessage("--port needs a value");
        assertThatThrownBy(() -> ServerOptions.parse(List.of("--ports", "1"))).hasMessage("Unknown option: --ports");
    }

    @Test
    void the_usage_names_seed_and_the_export_command() {
        assertThat(DynamoFixturesServer.USAGE)
                .contains("Usage: DynamoFixturesServer [--port N] [--message-dialect LIVE|LOCAL] [--seed FILE...]")
                .contains("DynamoFixturesServer export [--endpoint URL] [--tables A,B] [--out FILE] [--region R]");
    }

    @Test
    void the_seed_report_names_each_table_its_item_count_and_its_file() {
        // given
        List<ItemEntry> items = new ArrayList<>();
        for (int i = 0; i < 1234; i++) {
            items.add(ItemEntry.fixed(Position.of("orders.yml"), Map.of("id", AttributeValue.fromS("K" + i))));
        }
        Dataset dataset = DatasetAccess.dataset(new DatasetContent(
                List.of(table("orders", "orders.yml:3:3"), table("customers", "data/customers.yml:2:3"),
                        table("sessions", "infra/template.yaml:10:5")),
                Map.of("orders", items, "customers", List.of(ItemEntry.fixed(Position.of("c"),
                        Map.of("id", AttributeValue.fromS("C1")))))));

        // when
        List<String> report = DynamoFixturesServer.seedReport(dataset);

        // then
        assertThat(report).containsExactly(
                "Seeded orders: 1,234 items (orders.yml)",
                "Seeded customers: 1 item (data/customers.yml)",
                "Seeded sessions: 0 items (infra/template.yaml)");
    }

    @Test
    void seeding_from_a_file_that_is_not_a_valid_dataset_prints_its_problems_and_loads_nothing() throws IOException {
        // given
        Path bad = Files.writeString(folder.resolve("bad.yml"), "tables:\n  orders: [unclosed\n");

        // when
        boolean seeded = DynamoFixturesServer.seed(dynamo, List.of(bad), print(out), print(err));

        // then
        assertThat(seeded).isFalse();
        assertThat(text(err)).startsWith("Invalid dataset: " + bad).contains("malformed YAML");
        assertThat(text(out)).isEmpty();
        assertThat(dynamo.client().listTables().tableNames()).isEmpty();
    }

    @Test
    void seeding_from_a_file_that_does_not_exist_names_it() {
        // given
        Path missing = folder.resolve("missing.yml");

        // when
        boolean seeded = DynamoFixturesServer.seed(dynamo, List.of(missing), print(out), print(err));

        // then
        assertThat(seeded).isFalse();
        assertThat(text(err)).contains(missing.toString());
    }

    /** Needs the YAML dataset reader (NativeFormat) and InMemoryDynamo.seed. */
    @Test
    void seeds_the_engine_and_prints_each_table_with_its_item_count() throws IOException {
        // given
        Path orders = Files.writeString(folder.resolve("orders.yml"), String.join("\n",
                "tables:",
                "  orders:",
                "    key: { order_id: S }",
                "items:",
                "  orders:",
                "    - { order_id: K1 }",
                "    - { order_id: K2 }",
                ""));

        // when
        boolean seeded = DynamoFixturesServer.seed(dynamo, List.of(orders), print(out), print(err));

        // then
        assertThat(seeded).as(text(err)).isTrue();
        assertThat(text(out)).isEqualTo("Seeded orders: 2 items (" + orders + ")" + System.lineSeparator());
        assertThat(dynamo.client().scan(b -> b.tableName("orders")).count()).isEqualTo(2);
    }

    @Test
    void export_writes_the_tables_of_an_endpoint_as_yaml_to_standard_output() {
        // given
        URI endpoint = ordersServer();

        // when
        int status = ExportCommand.run(List.of("--endpoint", endpoint.toString(), "--tables", "orders"),
                print(out), print(err));

        // then
        assertThat(status).as(text(err)).isZero();
        assertThat(text(out)).isEqualTo(String.join("\n",
                "tables:",
                "  orders:",
                "    key: { order_id: S }",
                "items:",
                "  orders:",
                "    - { order_id: K1, total: 10 }",
                ""));
        assertThat(text(err)).isEqualTo("Exported orders: 1 item" + System.lineSeparator());
    }

    @Test
    void export_writes_to_the_out_file_and_reports_on_standard_output() throws IOException {
        // given
        URI endpoint = ordersServer();
        Path file = folder.resolve("exports/orders.yml");

        // when
        int status = ExportCommand.run(List.of("--endpoint", endpoint.toString(), "--out", file.toString()),
                print(out), print(err));

        // then
        assertThat(status).as(text(err)).isZero();
        assertThat(Files.readString(file)).startsWith("tables:\n  orders:\n").endsWith("    - { order_id: K1, total: 10 }\n");
        assertThat(text(out)).contains("Exported orders: 1 item").contains("Wrote " + file);
    }

    @Test
    void export_of_a_table_that_does_not_exist_fails_with_1() {
        // given
        URI endpoint = ordersServer();

        // when
        int status = ExportCommand.run(List.of("--endpoint", endpoint.toString(), "--tables", "orders,nope"),
                print(out), print(err));

        // then
        assertThat(status).isEqualTo(1);
        assertThat(text(err)).startsWith("Export failed: ").contains("nope");
        assertThat(text(out)).isEmpty();
    }

    @Test
    void export_with_a_bad_endpoint_prints_the_usage_and_fails_with_2() {
        // when
        int status = ExportCommand.run(List.of("--endpoint", "localhost:8000"), print(out), print(err));

        // then
        assertThat(status).isEqualTo(2);
        assertThat(text(err)).contains("--endpoint must be an http or https URL such as http://localhost:8000, "
                + "was 'localhost:8000'").contains("Usage: DynamoFixturesServer");
    }

    @Test
    void export_options_take_tables_as_a_comma_list_and_the_region_from_an_aws_endpoint() {
        // when
        ExportCommand.Options local = ExportCommand.Options.parse(List.of("--endpoint", "http://localhost:8000",
                "--tables", "a, b,", "--tables", "c"));
        ExportCommand.Options aws = ExportCommand.Options.parse(List.of("--endpoint",
                "https://dynamodb.eu-west-3.amazonaws.com"));
        ExportCommand.Options none = ExportCommand.Options.parse(List.of("--region", "ap-south-1"));

        // then
        assertThat(local.tables()).containsExactly("a", "b", "c");
        assertThat(local.isAws()).isFalse();
        assertThat(local.resolvedRegion()).isEqualTo("us-east-1");
        assertThat(aws.isAws()).isTrue();
        assertThat(aws.resolvedRegion()).isEqualTo("eu-west-3");
        assertThat(none.isAws()).isTrue();
        assertThat(none.resolvedRegion()).isEqualTo("ap-south-1");
    }

    @Test
    void the_export_command_runs_from_the_main_method() throws Exception {
        // given
        URI endpoint = ordersServer();

        // when
        Process export = launch("export", "--endpoint", endpoint.toString(), "--tables", "orders");

        // then
        assertThat(export.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String output = new String(export.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(export.exitValue()).as(output).isZero();
        assertThat(output).contains("    - { order_id: K1, total: 10 }");
    }

    @Test
    void an_invalid_seed_file_makes_the_server_print_the_problems_and_exit_with_2() throws Exception {
        // given
        Path bad = Files.writeString(folder.resolve("bad.yml"), "tables: [unclosed\n");

        // when
        Process server = launch("--port", "0", "--seed", bad.toString());

        // then
        assertThat(server.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String output = new String(server.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(server.exitValue()).as(output).isEqualTo(2);
        assertThat(output).contains("Invalid dataset: " + bad).doesNotContain("serving");
    }

    private URI ordersServer() {
        dynamo.client().createTable(CreateTableRequest.builder().tableName("orders")
                .attributeDefinitions(a -> a.attributeName("order_id").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("order_id").keyType(KeyType.HASH))
                .billingMode(BillingMode.PAY_PER_REQUEST).build());
        dynamo.client().putItem(b -> b.tableName("orders").item(Map.of("order_id", AttributeValue.fromS("K1"),
                "total", AttributeValue.fromN("10"))));
        return dynamo.startServer().endpoint();
    }

    private static DatasetTable table(String name, String origin) {
        CreateTableRequest request = CreateTableRequest.builder().tableName(name)
                .attributeDefinitions(a -> a.attributeName("id").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("id").keyType(KeyType.HASH))
                .billingMode(BillingMode.PAY_PER_REQUEST).build();
        return new DatasetTable(name, request, Optional.empty(), origin);
    }

    private static Process launch(String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), DynamoFixturesServer.class.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }

    private static PrintStream print(ByteArrayOutputStream bytes) {
        return new PrintStream(bytes, true, StandardCharsets.UTF_8);
    }

    private static String text(ByteArrayOutputStream bytes) {
        return bytes.toString(StandardCharsets.UTF_8);
    }
}

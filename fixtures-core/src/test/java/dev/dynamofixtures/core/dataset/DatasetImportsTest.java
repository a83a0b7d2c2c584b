package dev.dynamofixtures.core.dataset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A YAML dataset importing the files users already have: templates, DynamoDB JSON items, other datasets. */
class DatasetImportsTest {

    private static Path resource(String name) throws Exception {
        return Path.of(DatasetImportsTest.class.getClassLoader().getResource(name).toURI());
    }

    @Test
    void a_template_import_picks_tables_by_logical_id_and_renames_them() throws Exception {
        Path dir = Files.createTempDirectory("imports");
        Files.copy(resource("templates/orders-cloudformation.yaml"), dir.resolve("template.yaml"));
        Path dataset = Files.writeString(dir.resolve("orders.yml"), """
                import:
                  - template: template.yaml
                    tables: { OrdersTable: orders }
                items:
                  orders:
                    - { order_id: K1, customer_id: C1, status: PENDING, order_date: 2025-11-04, amount: 200 }
                """);

        Dataset read = Dataset.read(dataset);

        assertThat(read.tables()).extracting(DatasetTable::name).containsExactly("orders");
        assertThat(read.table("orders").orElseThrow().createTableRequest().globalSecondaryIndexes().get(0)
                .keySchema()).hasSize(4);
        assertThat(read.items("orders")).hasSize(1);
    }

    @Test
    void a_template_import_of_an_unknown_table_lists_the_templates_tables() throws Exception {
        Path dir = Files.createTempDirectory("imports");
        Files.copy(resource("templates/orders-cloudformation.yaml"), dir.resolve("template.yaml"));
        Path dataset = Files.writeString(dir.resolve("orders.yml"),
                "import:\n  - template: template.yaml\n    tables: { OrderTable: orders }\n");

        DatasetException e = catchThrowableOfType(DatasetException.class, () -> Dataset.read(dataset));

        assertThat(e.problems()).hasSize(1);
        assertThat(e.problems().get(0).toString()).startsWith(dataset + ":3:15: the template ")
                .contains("has no table OrderTable (did you mean OrdersTable?); its tables are OrdersTable");
    }

    @Test
    void items_import_reads_scan_output_batch_write_files_and_gzipped_export_lines() throws Exception {
        Path dir = Files.createTempDirectory("imports");
        Files.copy(resource("dynamojson/tables.yaml"), dir.resolve("tables.yaml"));
        Files.copy(resource("dynamojson/orders-scan.json"), dir.resolve("scan.json"));
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(gz)) {
            out.write(Files.readAllBytes(resource("dynamojson/orders-export.json")));
        }
        Files.write(dir.resolve("export.json.gz"), gz.toByteArray());
        Path dataset = Files.writeString(dir.resolve("all.yml"), """
                import:
                  - template: tables.yaml
                  - items: export.json.gz
                    table: orders
                """);

        Dataset read = Dataset.read(dataset);

        List<Map<String, AttributeValue>> orders = read.items("orders");
        assertThat(orders).extracting(i -> i.get("order_id").s()).containsExactly("K1", "K2", "K3");
        assertThat(orders.get(0).get("tags").ss()).containsExactly("gift");
    }

    @Test
    void ddb_tags_take_items_and_values_in_dynamodb_json() {
        Dataset dataset = Dataset.parse("ddb.yml", """
                tables:
                  orders: { key: { order_id: S } }
                items:
                  orders:
                    - !ddb { "order_id": { "S": "K1" }, "lines": { "L": [ { "N": "1" } ] } }
                    - { order_id: K2, price: !ddb { "N": "9.99" } }
                """);

        assertThat(dataset.items("orders").get(0).get("lines")).isEqualTo(
                AttributeValue.fromL(List.of(AttributeValue.fromN("1"))));
        assertThat(dataset.items("orders").get(1).get("price")).isEqualTo(AttributeValue.fromN("9.99"));
    }

    @Test
    void an_import_cycle_is_reported() throws Exception {
        Path dir = Files.createTempDirectory("imports");
        Files.writeString(dir.resolve("b.yml"), "import:\n  - dataset: a.yml\n");
        Path a = Files.writeString(dir.resolve("a.yml"), "import:\n  - dataset: b.yml\n");

        DatasetException e = catchThrowableOfType(DatasetException.class, () -> Dataset.read(a));

        assertThat(e.getMessage()).contains("imports itself (through a cycle of imports)");
    }
}

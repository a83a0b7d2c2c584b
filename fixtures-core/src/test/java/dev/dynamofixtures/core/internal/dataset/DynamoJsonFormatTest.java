package dev.dynamofixtures.core.internal.dataset;

import static dev.dynamofixtures.core.internal.dataset.TableShape.resource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetException;
import dev.dynamofixtures.core.dataset.DatasetProblem;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class DynamoJsonFormatTest {

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    private static AttributeValue n(String value) {
        return AttributeValue.fromN(value);
    }

    private static List<ItemEntry> scanOutput(String name, String json, Problems problems) {
        return DynamoJsonFormat.readScanOutput(JacksonNodes.json(name, json), problems);
    }

    /** The one problem reading {@code json} as one item gives. */
    private static DatasetProblem problemOf(String json) {
        Problems problems = new Problems();
        assertThat(DynamoJsonFormat.item(JacksonNodes.json("item.json", json), problems)).isNull();
        DatasetException e = catchThrowableOfType(DatasetException.class, problems::throwIfAny);
        assertThat(e.problems()).hasSize(1);
        return e.problems().get(0);
    }

    @Test
    void reads_every_type_from_a_Scan_output_as_the_AWS_CLI_prints_it() throws IOException {
        // given
        Path file = resource("dynamojson/orders-scan.json");
        Problems problems = new Problems();

        // when
        List<ItemEntry> items = scanOutput(file.toString(), Files.readString(file), problems);

        // then
        assertThat(problems.isEmpty()).isTrue();
        assertThat(items).hasSize(2);
        Map<String, AttributeValue> first = items.get(0).attributes();
        assertThat(first).containsExactlyInAnyOrderEntriesOf(Map.ofEntries(
                Map.entry("order_id", s("K1")),
                Map.entry("customer_id", s("1A2B3C")),
                Map.entry("amount", n("200.5")),
                Map.entry("paid", AttributeValue.fromBool(true)),
                Map.entry("coupon", AttributeValue.fromNul(true)),
                Map.entry("tags", AttributeValue.fromSs(List.of("express", "gift"))),
                Map.entry("quantities", AttributeValue.fromNs(List.of("1", "3"))),
                Map.entry("signature", AttributeValue.fromB(SdkBytes.fromUtf8String("hello"))),
                Map.entry("thumbnails", AttributeValue.fromBs(List.of(SdkBytes.fromByteArray(new byte[] {0, 1}),
                        SdkBytes.fromByteArray(new byte[] {1, 2, 3})))),
                Map.entry("shipping", AttributeValue.fromM(Map.of("city", s("Lyon"), "zip", s("69001")))),
                Map.entry("lines", AttributeValue.fromL(List.of(
                        AttributeValue.fromM(Map.of("sku", s("BOOK-1"), "count", n("2"))), s("note"))))));
        assertThat(items.get(1).attributes().get("amount")).isEqualTo(n("12345678901234567890123456789012345678"));
    }

    @Test
    void each_item_stands_where_its_object_opens() throws IOException {
        // given
        Path file = resource("dynamojson/orders-scan.json");

        // when
        List<ItemEntry> items = scanOutput(file.toString(), Files.readString(file), new Problems());

        // then
        assertThat(items).extracting(ItemEntry::position).containsExactly(
                new Position(file.toString(), 3, 9), new Position(file.toString(), 68, 9));
        assertThat(items).noneMatch(ItemEntry::isTimed);
    }

    @Test
    void a_bare_JSON_array_is_a_list_of_items() {
        // given
        String json = "[{\"id\": {\"S\": \"a\"}}, {\"id\": {\"S\": \"b\"}, \"n\": {\"N\": \"-0.0\"}}]";

        // when
        List<ItemEntry> items = scanOutput("items.json", json, new Problems());

        // then
        assertThat(items).extracting(ItemEntry::attributes)
                .containsExactly(Map.of("id", s("a")), Map.of("id", s("b"), "n", n("0")));
    }

    @Test
    void a_batch_write_item_file_is_recognised_and_its_items_fill_the_tables_a_template_defines() {
        // given
        Path tables = resource("dynamojson/tables.yaml");
        Path batch = resource("dynamojson/orders-batch-write.json");

        // when
        Dataset dataset = Dataset.read(tables, batch);

        // then
        assertThat(dataset.items("orders")).extracting(item -> item.get("order_id").s()).containsExactly("K1", "K2");
        assertThat(dataset.items("orders").get(1).get("amount")).isEqualTo(n("35.5"));
        assertThat(dataset.items("customers")).containsExactly(Map.of("customer_id", s("1A2B3C"), "name", s("Ada"),
                "vip", AttributeValue.fromBool(false)));
    }

    @Test
    void the_items_of_a_batch_write_file_are_referenced_by_their_table_names() {
        // given
        String json = "{\"RequestItems\": {\n  \"orders\": [{\"PutRequest\": {\"Item\": {\"id\": {\"S\": \"x\"}}}}]}}";
        Node root = JacksonNodes.json("batch.json", json);
        Draft draft = new Draft();

        // when
        boolean recognised = DynamoJsonFormat.recognisesBatchWrite(root);
        DynamoJsonFormat.readBatchWrite(root, draft, new Problems());

        // then
        assertThat(recognised).isTrue();
        assertThat(draft.items()).singleElement().satisfies(at -> {
            assertThat(at.table()).isEqualTo("orders");
            assertThat(at.reference()).isEqualTo(new Position("batch.json", 2, 3));
            assertThat(at.items()).extracting(ItemEntry::attributes).containsExactly(Map.of("id", s("x")));
        });
    }

    @Test
    void recognises_batch_write_files_and_scan_outputs_only() {
        assertThat(DynamoJsonFormat.recognisesBatchWrite(JacksonNodes.json("a.json",
                "{\"t\": [{\"DeleteRequest\": {\"Key\": {}}}]}"))).isTrue();
        assertThat(DynamoJsonFormat.recognisesBatchWrite(JacksonNodes.json("a.json", "{\"t\": []}"))).isFalse();
        assertThat(DynamoJsonFormat.recognisesBatchWrite(JacksonNodes.json("a.json", "{\"tables\": {}}"))).isFalse();
        assertThat(DynamoJsonFormat.recognisesBatchWrite(JacksonNodes.json("a.json", "[1]"))).isFalse();
        assertThat(DynamoJsonFormat.recognisesScanOutput(JacksonNodes.json("a.json", "{\"Items\": [], \"Count\": 0}")))
                .isTrue();
        assertThat(DynamoJsonFormat.recognisesScanOutput(JacksonNodes.json("a.json", "{\"items\": []}"))).isFalse();
    }

    @Test
    void a_DeleteRequest_is_a_problem_since_a_dataset_only_adds_items() {
        // given
        String json = "{\"orders\": [\n  {\"PutRequest\": {\"Item\": {\"id\": {\"S\": \"x\"}}}},\n"
                + "  {\"DeleteRequest\": {\"Key\": {\"id\": {\"S\": \"y\"}}}}]}";
        Problems problems = new Problems();
        Draft draft = new Draft();

        // when
        DynamoJsonFormat.readBatchWrite(JacksonNodes.json("batch.json", json), draft, problems);

        // then
        DatasetException e = catchThrowableOfType(DatasetException.class, problems::throwIfAny);
        assertThat(e.problems()).singleElement().satisfies(problem -> {
            assertThat(problem.line()).isEqualTo(3);
            assertThat(problem.column()).isEqualTo(4);
            assertThat(problem.message()).isEqualTo("DeleteRequest for table orders: a dataset only adds items, so it "
                    + "has nothing to delete; remove the request (and the item, if it is written elsewhere in the "
                    + "dataset)");
        });
    }

    @Test
    void reads_export_lines_plain_and_gzipped(@TempDir Path directory) throws IOException {
        // given
        Path plain = resource("dynamojson/orders-export.json");
        Path gzipped = directory.resolve("0001.json.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gzipped))) {
            out.write(Files.readAllBytes(plain));
        }

        // when
        Source gzSource = Source.file(gzipped);
        Problems problems = new Problems();
        List<ItemEntry> fromPlain = DynamoJsonFormat.readExportLines(
                JacksonNodes.jsonLines(plain.toString(), Files.readString(plain)), problems);
        List<ItemEntry> fromGzip = DynamoJsonFormat.readExportLines(
                JacksonNodes.jsonLines(gzSource.name(), gzSource.text()), problems);

        // then
        assertThat(problems.isEmpty()).isTrue();
        assertThat(fromPlain).extracting(ItemEntry::attributes).containsExactly(
                Map.of("order_id", s("K1"), "amount", n("200"), "tags", AttributeValue.fromSs(List.of("gift"))),
                Map.of("order_id", s("K2"), "amount", n("35.5"), "paid", AttributeValue.fromBool(false)),
                Map.of("order_id", s("K3"), "lines",
                        AttributeValue.fromL(List.of(n("1"), AttributeValue.fromNul(true)))));
        assertThat(fromGzip).extracting(ItemEntry::attributes)
                .containsExactlyElementsOf(fromPlain.stream().map(ItemEntry::attributes).toList());
        assertThat(fromGzip).extracting(entry -> entry.position().line()).containsExactly(1, 2, 4);
    }

    @Test
    void an_export_line_without_Item_is_a_problem_at_its_line() {
        // given
        String lines = "{\"Item\": {\"id\": {\"S\": \"a\"}}}\n{\"Keys\": {\"id\": {\"S\": \"b\"}}, \"NewImage\": {}}\n";
        Problems problems = new Problems();

        // when
        List<ItemEntry> items = DynamoJsonFormat.readExportLines(JacksonNodes.jsonLines("export.json", lines),
                problems);

        // then
        assertThat(items).hasSize(1);
        DatasetException e = catchThrowableOfType(DatasetException.class, problems::throwIfAny);
        assertThat(e.problems()).singleElement().satisfies(problem -> {
            assertThat(problem.line()).isEqualTo(2);
            assertThat(problem.message()).isEqualTo("each line of a DynamoDB export to S3 is {\"Item\": {...}} (the "
                    + "DynamoDB JSON export format of a full export), not an object with Keys, NewImage (an "
                    + "incremental export's line: export in full instead)");
        });
    }

    @Test
    void a_number_written_as_a_JSON_number_is_refused_with_how_to_write_it() {
        DatasetProblem problem = problemOf("{\"id\": {\"S\": \"a\"},\n \"amount\": {\"N\": 42}}");
        assertThat(problem.line()).isEqualTo(2);
        assertThat(problem.column()).isEqualTo(18);
        assertThat(problem.message()).isEqualTo("number 42 is written as a JSON number; DynamoDB JSON writes numbers "
                + "as strings, so that no digit is lost: write \"42\"");
    }

    @Test
    void a_value_with_two_type_keys_is_refused_as_DynamoDB_refuses_it() {
        DatasetProblem problem = problemOf("{\"id\": {\"S\": \"a\", \"N\": \"1\"}}");
        assertThat(problem.column()).isEqualTo(8);
        assertThat(problem.message()).isEqualTo("value with 2 type keys (S, N): Supplied AttributeValue has more "
                + "than one datatypes set, must contain exactly one of the supported datatypes");
    }

    @Test
    void an_unknown_type_key_names_the_nearest_type() {
        DatasetProblem problem = problemOf("{\"paid\": {\"Bool\": true}}");
        assertThat(problem.column()).isEqualTo(11);
        assertThat(problem.message()).isEqualTo("unknown DynamoDB JSON type Bool (did you mean BOOL?); the types "
                + "are S, N, B, BOOL, NULL, M, L, SS, NS, BS");
    }

    @Test
    void an_empty_value_is_refused() {
        assertThat(problemOf("{\"id\": {}}").message()).startsWith("empty value {}: Supplied AttributeValue is empty");
    }

    @Test
    void values_DynamoDB_would_reject_are_problems_with_DynamoDBs_message_at_the_value() {
        assertThat(problemOf("{\"tags\": {\"SS\": []}}").message()).isEqualTo("DynamoDB would reject this value: "
                + "One or more parameter values were invalid: An string set  may not be empty");
        assertThat(problemOf("{\"tags\": {\"SS\": [\"a\", \"a\"]}}").message()).isEqualTo("DynamoDB would reject this "
                + "value: One or more parameter values were invalid: Input collection [a, a] contains duplicates.");
        assertThat(problemOf("{\"n\": {\"N\": \"123456789012345678901234567890123456789\"}}").message())
                .startsWith("DynamoDB would reject this value: ").contains("significant digits");
        assertThat(problemOf("{\"n\": {\"NULL\": false}}").message()).isEqualTo("DynamoDB would reject this value: One "
                + "or more parameter values were invalid: Null attribute value types must have the value of true");
        DatasetProblem nested = problemOf("{\"m\": {\"M\": {\"inner\": {\"L\": [\n  {\"NS\": [\"1\", \"1.0\"]}]}}}}");
        assertThat(nested.line()).isEqualTo(2);
        assertThat(nested.column()).isEqualTo(3);
        assertThat(nested.message())
                .isEqualTo("DynamoDB would reject this value: Input collection contains duplicates");
    }

    @Test
    void malformed_bodies_are_problems_saying_what_the_type_takes() {
        assertThat(problemOf("{\"b\": {\"B\": \"not base64!\"}}").message()).startsWith("binary value is not valid "
                + "base64");
        assertThat(problemOf("{\"ok\": {\"BOOL\": \"true\"}}").message()).isEqualTo("BOOL takes a JSON boolean "
                + "(true or false), not the string \"true\"");
        assertThat(problemOf("{\"s\": {\"S\": 5}}").message()).isEqualTo("S takes a JSON string, not the number 5");
        assertThat(problemOf("{\"l\": {\"L\": {}}}").message())
                .isEqualTo("L takes a JSON array of values, not an object");
        assertThat(problemOf("{\"s\": \"plain\"}").message()).isEqualTo("a value in DynamoDB JSON is an object "
                + "with one type key, such as {\"S\": \"text\"} or {\"N\": \"42\"}, not the string \"plain\"");
    }

    @Test
    void every_problem_of_a_file_is_reported_not_only_the_first() {
        // given
        String json = "{\"Items\": [\n{\"a\": {\"N\": 1}},\n{\"b\": {\"SS\": []}},\n{\"c\": {\"S\": \"ok\"}}],"
                + " \"Cuont\": 3}";
        Problems problems = new Problems();

        // when
        List<ItemEntry> items = scanOutput("scan.json", json, problems);

        // then
        assertThat(items).hasSize(1);
        DatasetException e = catchThrowableOfType(DatasetException.class, problems::throwIfAny);
        assertThat(e.problems()).extracting(DatasetProblem::line).containsExactly(2, 3, 4);
        assertThat(e.problems().get(2).message()).isEqualTo("field Cuont is not part of a Scan output (did you mean "
                + "Count?); its items are under \"Items\"");
    }
}

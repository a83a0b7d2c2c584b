package dev.dynamofixtures.core.internal.dataset;

import static dev.dynamofixtures.core.internal.dataset.TableShape.attribute;
import static dev.dynamofixtures.core.internal.dataset.TableShape.gsi;
import static dev.dynamofixtures.core.internal.dataset.TableShape.hash;
import static dev.dynamofixtures.core.internal.dataset.TableShape.onDemand;
import static dev.dynamofixtures.core.internal.dataset.TableShape.projection;
import static dev.dynamofixtures.core.internal.dataset.TableShape.provisioned;
import static dev.dynamofixtures.core.internal.dataset.TableShape.range;
import static dev.dynamofixtures.core.internal.dataset.TableShape.resource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetException;
import dev.dynamofixtures.core.dataset.DatasetProblem;
import dev.dynamofixtures.core.dataset.DatasetTable;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

class WorkbenchFormatTest {

    private static void assertSameTable(DatasetTable actual, CreateTableRequest expected) {
        assertThat(TableShape.of(actual.createTableRequest())).as(actual.name()).isEqualTo(TableShape.of(expected));
    }

    private static List<DatasetProblem> problems(String json) {
        DatasetException e = catchThrowableOfType(DatasetException.class, () -> Dataset.parse("model.json", json));
        assertThat(e).as("the model is refused").isNotNull();
        return e.problems();
    }

    /** A one-table model around {@code table}'s fields, in the layout NoSQL Workbench exports. */
    private static String model(String tableFields) {
        return "{\"ModelName\": \"Shop\", \"ModelMetadata\": {\"Version\": \"3.0\"}, \"DataModel\": [{\n"
                + tableFields + "\n}]}";
    }

    @Test
    void reads_the_tables_and_GSIs_of_a_data_model() {
        // given
        Path model = resource("workbench/OnlineShop.json");

        // when
        Dataset dataset = Dataset.read(model);

        // then
        assertThat(dataset.tables()).extracting(DatasetTable::name).containsExactly("Customers", "Orders");
        assertSameTable(dataset.table("Customers").orElseThrow(), onDemand("Customers")
                .attributeDefinitions(attribute("customer_id", S)).keySchema(hash("customer_id")).build());
        assertSameTable(dataset.table("Orders").orElseThrow(), provisioned("Orders", 5, 5)
                .attributeDefinitions(attribute("customer_id", S), attribute("order_id", S), attribute("status", S),
                        attribute("order_date", S))
                .keySchema(hash("customer_id"), range("order_id"))
                .globalSecondaryIndexes(gsi("OrdersByStatus", projection(ProjectionType.INCLUDE, "amount"), 5, 5,
                        hash("status"), range("order_date")))
                .build());
        assertThat(dataset.tables()).extracting(DatasetTable::origin)
                .containsExactly(model + ":13:20", model + ":71:20");
    }

    @Test
    void reads_the_sample_data_of_each_table_as_its_items() {
        // given
        Path model = resource("workbench/OnlineShop.json");

        // when
        Dataset dataset = Dataset.read(model);

        // then
        assertThat(dataset.items("Customers")).extracting(item -> item.get("name").s())
                .containsExactly("Ada Lovelace", "Alan Turing");
        List<Map<String, AttributeValue>> orders = dataset.items("Orders");
        assertThat(orders).extracting(item -> item.get("order_id").s()).containsExactly("K1", "K2", "K3");
        assertThat(orders.get(0).get("lines")).isEqualTo(AttributeValue.fromL(List.of(AttributeValue.fromM(Map.of(
                "sku", AttributeValue.fromS("BOOK-1"), "count", AttributeValue.fromN("2"))))));
        assertThat(orders.get(1).get("amount")).isEqualTo(AttributeValue.fromN("35.5"));
        assertThat(orders.get(2)).containsOnlyKeys("customer_id", "order_id");
    }

    @Test
    void reads_the_data_of_facets_as_older_models_hold_it_and_reads_an_item_found_twice_once() {
        // given
        String json = model("""
                "TableName": "Shop",
                "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"},
                                  "SortKey": {"AttributeName": "SK", "AttributeType": "S"}},
                "TableData": [{"PK": {"S": "c#1"}, "SK": {"S": "c#1"}}],
                "TableFacets": [
                  {"FacetName": "customer", "KeyAttributeAlias": {"PartitionKeyAlias": "PK", "SortKeyAlias": "SK"},
                   "TableData": [{"PK": {"S": "c#1"}, "SK": {"S": "c#1"}}, {"PK": {"S": "c#2"}, "SK": {"S": "c#2"}}],
                   "NonKeyAttributes": [], "DataAccess": {"MySql": {}}},
                  {"FacetName": "order", "KeyAttributeAlias": {"PartitionKeyAlias": "PK", "SortKeyAlias": "SK"},
                   "TableData": [{"PK": {"S": "o#1"}, "SK": {"S": "c#1"}, "Amount": {"N": "10"}}]}
                ],
                "DataAccess": {"MySql": {}}""");

        // when
        Dataset dataset = Dataset.parse("model.json", json);

        // then
        assertThat(dataset.items("Shop")).extracting(item -> item.get("PK").s() + "/" + item.get("SK").s())
                .containsExactly("c#1/c#1", "c#2/c#2", "o#1/c#1");
        assertSameTable(dataset.table("Shop").orElseThrow(), onDemand("Shop")
                .attributeDefinitions(attribute("PK", S), attribute("SK", S)).keySchema(hash("PK"), range("SK"))
                .build());
    }

    @Test
    void a_GSI_key_may_list_several_partition_and_sort_attributes() {
        // given
        String json = model("""
                "TableName": "orders",
                "KeyAttributes": {"PartitionKey": {"AttributeName": "order_id", "AttributeType": "S"}},
                "GlobalSecondaryIndexes": [{
                  "IndexName": "OrdersByStatusDateAmount",
                  "KeyAttributes": {
                    "PartitionKey": [{"AttributeName": "customer_id", "AttributeType": "S"}],
                    "SortKey": [{"AttributeName": "status", "AttributeType": "S"},
                                {"AttributeName": "order_date", "AttributeType": "S"},
                                {"AttributeName": "amount", "AttributeType": "N"}]},
                  "Projection": {"ProjectionType": "ALL"}}],
                "BillingMode": "PAY_PER_REQUEST\"""");

        // when
        Dataset dataset = Dataset.parse("model.json", json);

        // then
        assertSameTable(dataset.table("orders").orElseThrow(), onDemand("orders")
                .attributeDefinitions(attribute("order_id", S), attribute("customer_id", S), attribute("status", S),
                        attribute("order_date", S), attribute("amount", N))
                .keySchema(hash("order_id"))
                .globalSecondaryIndexes(gsi("OrdersByStatusDateAmount", projection(ProjectionType.ALL),
                        hash("customer_id"), range("status"), range("order_date"), range("amount")))
                .build());
    }

    @Test
    void an_unknown_field_is_named_with_the_nearest_known_one() {
        // given
        String json = model("""
                "TableName": "orders",
                "KeyAttributes": {"PartitionKey": {"AttributeName": "id", "AttributeType": "S"}},
                "BilingMode": "PAY_PER_REQUEST\"""");

        // when
        List<DatasetProblem> problems = problems(json);

        // then
        assertThat(problems).singleElement().satisfies(problem -> {
            assertThat(problem.line()).isEqualTo(4);
            assertThat(problem.column()).isEqualTo(1);
            assertThat(problem.message()).isEqualTo("NoSQL Workbench table orders: the table has field BilingMode, "
                    + "which is not supported (did you mean BillingMode?); supported: TableName, KeyAttributes, "
                    + "GlobalSecondaryIndexes, TableData, TableFacets, BillingMode, ProvisionedCapacitySettings; "
                    + "accepted and ignored (no effect on tests): NonKeyAttributes, DataAccess, SampleDataFormats");
        });
    }

    @Test
    void an_attribute_typed_differently_by_the_key_and_a_GSI_is_a_problem() {
        // given
        String json = model("""
                "TableName": "orders",
                "KeyAttributes": {"PartitionKey": {"AttributeName": "id", "AttributeType": "S"}},
                "GlobalSecondaryIndexes": [{"IndexName": "ById",
                  "KeyAttributes": {"PartitionKey": {"AttributeName": "id", "AttributeType": "N"}},
                  "Projection": {"ProjectionType": "KEYS_ONLY"}}]""");

        // when
        List<DatasetProblem> problems = problems(json);

        // then
        assertThat(problems).singleElement().satisfies(problem -> {
            assertThat(problem.line()).isEqualTo(5);
            assertThat(problem.message()).isEqualTo("NoSQL Workbench table orders: "
                    + "GlobalSecondaryIndexes[0].KeyAttributes.PartitionKey declares id of type N, but the table's key "
                    + "or another index declares it S; an "
                    + "attribute has one type in a table's key schemas: make them agree");
        });
    }

    @Test
    void a_provisioned_table_without_capacity_settings_and_a_bad_sample_item_are_both_reported() {
        // given
        String json = model("""
                "TableName": "orders",
                "KeyAttributes": {"PartitionKey": {"AttributeName": "id", "AttributeType": "S"}},
                "TableData": [{"id": {"S": "a"}, "total": {"N": 12}}],
                "BillingMode": "PROVISIONED\"""");

        // when
        List<DatasetProblem> problems = problems(json);

        // then
        assertThat(problems).extracting(DatasetProblem::line).containsExactly(4, 5);
        assertThat(problems.get(0).message()).startsWith("number 12 is written as a JSON number");
        assertThat(problems.get(1).message()).startsWith("NoSQL Workbench table orders: has no "
                + "ProvisionedCapacitySettings, which a PROVISIONED table needs");
    }

    @Test
    void sample_items_are_validated_against_the_table_they_belong_to() {
        // given
        String json = model("""
                "TableName": "orders",
                "KeyAttributes": {"PartitionKey": {"AttributeName": "id", "AttributeType": "S"}},
                "TableData": [{"id": {"N": "1"}}]""");

        // when
        List<DatasetProblem> problems = problems(json);

        // then
        assertThat(problems).singleElement().satisfies(problem -> {
            assertThat(problem.line()).isEqualTo(4);
            assertThat(problem.message()).startsWith("item's id is a number (1), but the partition key of table orders "
                    + "is of type S");
        });
    }
}

package dev.dynamofixtures.core.ops;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The wording and order of request-shape errors, pinned in both dialects. The LIVE texts follow the most recent
 * records of the service's answers (the SDK v2 era's request-shape form; see docs/design.md, "Request-shape
 * errors"); the LOCAL texts are DynamoDB Local's, checked by the differential suite.
 */
class RequestShapeWordingTest {
    private Errors engines;

    @BeforeEach
    void seed() {
        engines = new Errors(c -> table("shapes").hash("pk", S).range("sk", S).create(c));
    }

    @AfterEach
    void close() {
        engines.close();
    }

    @Test
    void a_missing_table_name_is_a_required_member_in_the_request_shape_form() {
        String local = "Value null at 'tableName' failed to satisfy constraint: Member must not be null";
        engines.assertFails(c -> c.getItem(b -> b.key(item("pk", "a", "sk", "b"))), DynamoDbException.class,
                "1 validation error detected: " + local, local);
        engines.assertFails(c -> c.putItem(b -> b.item(item("pk", "a", "sk", "b"))), DynamoDbException.class,
                "1 validation error detected: " + local, local);
        engines.assertFails(c -> c.query(b -> b.keyConditionExpression("pk = :p")), DynamoDbException.class,
                "1 validation error detected: " + local, local);
    }

    @Test
    void batches_without_request_items_are_a_required_member() {
        String live = "1 validation error detected: Value null at 'requestItems' failed to satisfy constraint: "
                + "Member must not be null";
        engines.assertFails(c -> c.batchGetItem(b -> b.returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)),
                DynamoDbException.class, live, "BatchGetItem must have some requests set");
        engines.assertFails(c -> c.batchWriteItem(b -> b.returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)),
                DynamoDbException.class, live, "BatchWriteItem cannot have a null or no requests set");
    }

    @Test
    void constraint_errors_name_the_member_path() {
        engines.assertFails(c -> c.scan(b -> b.tableName("shapes").limit(0)), DynamoDbException.class,
                "1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: "
                        + "Member must have value greater than or equal to 1",
                "Limit must be greater than or equal to 1");
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        for (int i = 0; i < 101; i++) {
            keys.add(item("pk", "k" + i, "sk", "s"));
        }
        DynamoDbException live = catchThrowableOfType(() -> engines.live().batchGetItem(b -> b.requestItems(
                Map.of("shapes", KeysAndAttributes.builder().keys(keys).build()))), DynamoDbException.class);
        assertThat(live.awsErrorDetails().errorMessage())
                .startsWith("1 validation error detected: Value '[com.amazonaws.dynamodb.v20120810.AttributeValue@")
                .endsWith("]' at 'requestItems.shapes.member.keys' failed to satisfy constraint: "
                        + "Member must have length less than or equal to 100");
        DynamoDbException local = catchThrowableOfType(() -> engines.local().batchGetItem(b -> b.requestItems(
                Map.of("shapes", KeysAndAttributes.builder().keys(keys).build()))), DynamoDbException.class);
        assertThat(local.awsErrorDetails().errorMessage()).isEqualTo("Too many items requested for the BatchGetItem call");
    }

    @Test
    void an_empty_table_name_of_an_item_operation_reports_only_its_length() {
        String local = "Invalid table/index name.  Table/index names must be between 3 and 255 characters long, and "
                + "may contain only the characters a-z, A-Z, 0-9, '_', '-', and '.'";
        String live = "1 validation error detected: Value '' at 'tableName' failed to satisfy constraint: "
                + "Member must have length greater than or equal to 1";
        engines.assertFails(c -> c.getItem(b -> b.tableName("").key(item("pk", "a", "sk", "b"))),
                DynamoDbException.class, live, local);
        engines.assertFails(c -> c.updateItem(b -> b.tableName("").key(item("pk", "a", "sk", "b"))),
                DynamoDbException.class, live, local);
        engines.assertFails(c -> c.transactGetItems(b -> b.transactItems(t -> t.get(g -> g.tableName("")
                        .key(item("pk", "a", "sk", "b"))))), DynamoDbException.class,
                "1 validation error detected: Value '' at 'transactItems.1.member.get.tableName' failed to satisfy "
                        + "constraint: Member must have length greater than or equal to 1", local);
    }

    @Test
    void invalid_enums_on_an_item_write_are_reported_together_in_the_services_member_order() {
        // DynamoDB Local accepts any ReturnConsumedCapacity and ReturnItemCollectionMetrics: its text is ReturnValues'
        engines.assertFails(c -> c.putItem(b -> b.tableName("shapes").item(item("pk", "a", "sk", "b"))
                        .returnValues("BAD").returnConsumedCapacity("BAD2").returnItemCollectionMetrics("BAD3")),
                DynamoDbException.class,
                "3 validation errors detected: Value 'BAD2' at 'returnConsumedCapacity' failed to satisfy constraint: "
                        + "Member must satisfy enum value set: [INDEXES, TOTAL, NONE]; Value 'BAD' at 'returnValues' "
                        + "failed to satisfy constraint: Member must satisfy enum value set: [ALL_NEW, UPDATED_OLD, "
                        + "ALL_OLD, NONE, UPDATED_NEW]; Value 'BAD3' at 'returnItemCollectionMetrics' failed to "
                        + "satisfy constraint: Member must satisfy enum value set: [SIZE, NONE]",
                "Return values set to invalid value");
    }

    @Test
    void create_table_with_one_attribute_as_hash_and_range_names_the_duplicate() {
        engines.assertFails(c -> c.createTable(b -> b.tableName("hashrange").billingMode(BillingMode.PAY_PER_REQUEST)
                        .attributeDefinitions(AttributeDefinition.builder().attributeName("pk")
                                .attributeType(ScalarAttributeType.S).build())
                        .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build(),
                                KeySchemaElement.builder().attributeName("pk").keyType(KeyType.RANGE).build())),
                DynamoDbException.class, "Both the Hash Key and the Range Key element in the KeySchema have the same name",
                "Two keys can not have the same name");
    }
}

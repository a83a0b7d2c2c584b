package dev.dynamofixtures.core.ops;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Answers a public conformance suite captured from the service (eu-west-2, 2026) and where DynamoDB Local answers
 * otherwise: each test pins the service's answer in the LIVE dialect and Local's text in the LOCAL one.
 */
class ServiceCapturesTest {
    private final Errors errors = new Errors(c -> {
        table("composite").hash("pk", ScalarAttributeType.S).range("sk", ScalarAttributeType.S).create(c);
        table("plain").hash("pk", ScalarAttributeType.S).create(c);
        c.putItem(b -> b.tableName("composite").item(item("pk", "a", "sk", "1", "x", "y")));
    });

    @AfterEach
    void close() {
        errors.close();
    }

    @Test
    void a_query_limit_of_zero_is_worded_without_its_value_and_a_scan_limit_with_it() {
        errors.assertFails(c -> c.query(b -> b.tableName("composite").keyConditionExpression("pk = :p")
                        .expressionAttributeValues(Map.of(":p", AttributeValue.fromS("a"))).limit(0)),
                DynamoDbException.class,
                "1 validation error detected: Value at 'Limit' failed to satisfy constraint: Member must have value "
                        + "greater than or equal to 1",
                "Limit must be greater than or equal to 1");
        errors.assertFails(c -> c.scan(b -> b.tableName("composite").limit(0)), DynamoDbException.class,
                "1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: Member must have value "
                        + "greater than or equal to 1",
                "Limit must be greater than or equal to 1");
    }

    @Test
    void a_start_key_of_the_wrong_size_is_invalid_without_the_schema_clause() {
        errors.assertFails(c -> c.query(b -> b.tableName("composite").keyConditionExpression("pk = :p")
                        .expressionAttributeValues(Map.of(":p", AttributeValue.fromS("a")))
                        .exclusiveStartKey(item("pk", "a"))),
                DynamoDbException.class, "The provided starting key is invalid",
                "Exclusive Start Key must have same size as table's key schema");
        errors.assertFails(c -> c.scan(b -> b.tableName("plain").exclusiveStartKey(Map.of())),
                DynamoDbException.class, "The provided starting key is invalid");
        errors.assertFails(c -> c.scan(b -> b.tableName("plain").exclusiveStartKey(item("other", "x"))),
                DynamoDbException.class,
                "The provided starting key is invalid: The provided key element does not match the schema",
                "The provided starting key is invalid");
    }

    @Test
    void create_table_without_a_name_says_the_parameter_is_required() {
        errors.assertFails(c -> c.createTable(table("unnamed").hash("pk", ScalarAttributeType.S).request()
                        .toBuilder().tableName(null).build()),
                DynamoDbException.class, "The parameter 'TableName' is required but was not present in the request",
                "Value null at 'tableName' failed to satisfy constraint: Member must not be null");
    }

    @Test
    void create_table_with_a_disabled_stream_and_a_view_type_names_the_view_type_as_unwanted() {
        errors.assertFails(c -> c.createTable(table("streamed").hash("pk", ScalarAttributeType.S).request()
                        .toBuilder().streamSpecification(s -> s.streamEnabled(false)
                                .streamViewType(StreamViewType.NEW_IMAGE)).build()),
                DynamoDbException.class,
                "One or more parameter values were invalid: Table is being created with a stream disabled, "
                        + "UpdateViewType should not be specified",
                "Invalid StreamViewType: Stream StreamEnabled was false but a StreamViewType was present.");
    }

    @Test
    void create_table_reports_every_invalid_index_name_together_the_global_ones_first() {
        errors.assertFails(c -> c.createTable(table("indexed").hash("pk", ScalarAttributeType.S)
                        .range("sk", ScalarAttributeType.S)
                        .lsi("aa", ProjectionType.ALL, "lr", ScalarAttributeType.S)
                        .gsi("zz", ProjectionType.ALL, "gh", ScalarAttributeType.S).request()),
                DynamoDbException.class,
                "2 validation errors detected: Value 'zz' at 'globalSecondaryIndexes.1.member.indexName' failed to "
                        + "satisfy constraint: Member must have length greater than or equal to 3; Value 'aa' at "
                        + "'localSecondaryIndexes.1.member.indexName' failed to satisfy constraint: Member must have "
                        + "length greater than or equal to 3",
                "Invalid table/index name.  Table/index names must be between 3 and 255 characters long, and may "
                        + "contain only the characters a-z, A-Z, 0-9, '_', '-', and '.'");
    }

    @Test
    void zero_is_range_checked_by_the_exponent_it_is_written_with() {
        errors.assertFails(c -> c.putItem(b -> b.tableName("plain").item(Map.of("pk", AttributeValue.fromS("z"),
                        "n", AttributeValue.fromN("0e126")))), DynamoDbException.class,
                "Number overflow. Attempting to store a number with magnitude larger than supported range");
        errors.assertFails(c -> c.putItem(b -> b.tableName("plain").item(Map.of("pk", AttributeValue.fromS("z"),
                        "n", AttributeValue.fromN("0e-131")))), DynamoDbException.class,
                "Number underflow. Attempting to store a number with magnitude smaller than supported range");
        errors.live().putItem(b -> b.tableName("plain").item(Map.of("pk", AttributeValue.fromS("z"),
                "n", AttributeValue.fromN("0e125"))));
        assertThat(errors.live().getItem(b -> b.tableName("plain").key(item("pk", "z"))).item().get("n").n())
                .isEqualTo("0");
    }
}

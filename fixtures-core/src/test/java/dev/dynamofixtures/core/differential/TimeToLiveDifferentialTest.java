package dev.dynamofixtures.core.differential;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveSpecification;

/**
 * UpdateTimeToLive and DescribeTimeToLive: the engine (in DynamoDB Local's dialect) and DynamoDB Local give
 * the same results and errors, and expired items stay readable until a test expires them. (DynamoDB Local deletes
 * items expired within the last five years in the background, by the wall clock, within seconds; the items here
 * expired long before that, at {@code exp = 1000}, which neither it nor the service ever deletes.)
 */
class TimeToLiveDifferentialTest {
    private Differential diff;

    @BeforeEach
    void tables() {
        diff = new Differential();
        diff.both(c -> {
            table("ttl").hash("pk", S).gsi("byUser", ProjectionType.ALL, "user", S).create(c);
            return null;
        });
    }

    @AfterEach
    void close() {
        diff.close();
    }

    /** UpdateTimeToLive's answer: the specification (the SDK response object also carries HTTP metadata). */
    private static Function<DynamoDbClient, ?> update(Boolean enabled, String attribute) {
        return c -> c.updateTimeToLive(b -> b.tableName("ttl")
                .timeToLiveSpecification(s -> s.enabled(enabled).attributeName(attribute))).timeToLiveSpecification();
    }

    private static Function<DynamoDbClient, ?> describe(String table) {
        return c -> c.describeTimeToLive(b -> b.tableName(table)).timeToLiveDescription();
    }

    @Test
    void the_setting_moves_through_the_same_states_with_the_same_errors() {
        diff.same("describe a new table", describe("ttl"));
        diff.same("disable when disabled", update(false, "exp"));
        diff.same("disable another name when disabled", update(false, "other"));
        diff.same("enable", update(true, "exp"));
        diff.same("describe enabled", describe("ttl"));
        diff.same("enable again", update(true, "exp"));
        diff.same("enable another name", update(true, "other"));
        diff.same("disable another name", update(false, "other"));
        diff.same("disable an empty name while enabled", update(false, ""));
        diff.same("disable", update(false, "exp"));
        diff.same("describe disabled", describe("ttl"));
        diff.same("disable again", update(false, "exp"));
        diff.same("enable a key attribute", update(true, "pk"));
        diff.same("describe the key attribute", describe("ttl"));
        diff.same("disable the key attribute", update(false, "pk"));
        diff.same("enable a name with spaces and dots", update(true, "x y#.z"));
        diff.same("describe it", describe("ttl"));
    }

    @Test
    void malformed_specifications_are_rejected_alike_in_dynamodb_locals_words() {
        diff.same("no specification", c -> c.updateTimeToLive(b -> b.tableName("ttl")).timeToLiveSpecification());
        diff.same("empty specification", c -> c.updateTimeToLive(b -> b.tableName("ttl")
                .timeToLiveSpecification(TimeToLiveSpecification.builder().build())).timeToLiveSpecification());
        diff.same("enabled without a name", update(true, null));
        diff.same("disabled without a name", update(false, null));
        diff.same("a name without enabled", update(null, "exp"));
        diff.same("enable an empty name", update(true, ""));
        diff.same("disable an empty name", update(false, ""));
        diff.same("enable 256 characters", update(true, "x".repeat(256)));
        diff.same("enable 256 UTF-8 bytes", update(true, "é".repeat(128)));
        diff.same("enable 255 UTF-8 bytes", update(true, "é".repeat(127) + "x"));
        diff.same("describe after the failures", describe("ttl"));
    }

    @Test
    void table_names_and_missing_tables_are_checked_first_alike() {
        diff.same("update a missing table", c -> c.updateTimeToLive(b -> b.tableName("nope")
                .timeToLiveSpecification(s -> s.enabled(true).attributeName("exp"))));
        diff.same("update a missing table without a specification",
                c -> c.updateTimeToLive(b -> b.tableName("nope")));
        diff.same("update a missing table with a malformed specification",
                c -> c.updateTimeToLive(b -> b.tableName("nope").timeToLiveSpecification(s -> s.enabled(true))));
        diff.same("update with a short name", c -> c.updateTimeToLive(b -> b.tableName("tt")));
        diff.same("update with an invalid name", c -> c.updateTimeToLive(b -> b.tableName("a b c")
                .timeToLiveSpecification(s -> s.enabled(true).attributeName(""))));
        diff.same("describe a missing table", describe("nope"));
        diff.same("describe with a short name", describe("tt"));
        diff.same("describe with an empty name", describe(""));
    }

    @Test
    void expired_items_are_still_returned_by_every_read_until_expired() {
        diff.same("enable", update(true, "exp"));
        diff.same("put an item that expired long ago", c -> c.putItem(b -> b.tableName("ttl")
                .item(item("pk", "old", "user", "u", "exp", 1000))));
        diff.same("put an item with a string expiry", c -> c.putItem(b -> b.tableName("ttl")
                .item(item("pk", "str", "user", "u", "exp", "1000"))));
        diff.same("put an item expiring in the future", c -> c.putItem(b -> b.tableName("ttl")
                .item(item("pk", "future", "user", "u", "exp", 99_999_999_999L))));
        diff.same("get", c -> c.getItem(b -> b.tableName("ttl").key(item("pk", "old"))));
        diff.same("scan", c -> c.scan(b -> b.tableName("ttl")));
        diff.sameIgnoringTies("query the index", c -> c.query(b -> b.tableName("ttl").indexName("byUser")
                .keyConditionExpression("#u = :u").expressionAttributeNames(Map.of("#u", "user"))
                .expressionAttributeValues(Map.of(":u", AttributeValue.fromS("u")))),
                List.of("user"), List.of("pk"), false);
    }
}

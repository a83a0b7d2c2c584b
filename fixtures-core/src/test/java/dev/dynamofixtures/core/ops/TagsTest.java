package dev.dynamofixtures.core.ops;

import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.DynamoServer;
import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.log.RecordedCall;
import dev.dynamofixtures.core.server.SdkClients;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.Tag;

/** TagResource, UntagResource, ListTagsOfResource and CreateTable's Tags: the service's rules and errors. */
class TagsTest {
    private static final String ARN = "arn:aws:dynamodb:ddblocal:000000000000:table/orders";

    private InMemoryDynamo dynamo;
    private DynamoDbClient client;

    @BeforeEach
    void createTable() {
        dynamo = InMemoryDynamo.create();
        client = dynamo.client();
        table("orders").hash("pk", S).create(client);
    }

    @AfterEach
    void close() {
        dynamo.close();
    }

    private static Tag tag(String key, String value) {
        return Tag.builder().key(key).value(value).build();
    }

    private static Map<String, String> tags(DynamoDbClient client, String arn) {
        return client.listTagsOfResource(b -> b.resourceArn(arn)).tags().stream()
                .collect(Collectors.toMap(Tag::key, Tag::value, (a, b) -> b, java.util.LinkedHashMap::new));
    }

    private void assertValidation(Runnable call, String message) {
        assertThatThrownBy(call::run).isInstanceOf(DynamoDbException.class)
                .satisfies(e -> assertThat(((DynamoDbException) e).awsErrorDetails().errorCode())
                        .isEqualTo("ValidationException"))
                .hasMessageStartingWith(message + " (Service: DynamoDb, Status Code: 400");
    }

    @Test
    void a_new_table_has_no_tags() {
        assertThat(client.listTagsOfResource(b -> b.resourceArn(ARN)).tags()).isEmpty();
    }

    @Test
    void tags_added_are_listed_in_the_order_their_keys_were_first_added_and_a_key_tagged_again_takes_the_new_value() {
        // when
        client.tagResource(b -> b.resourceArn(ARN).tags(tag("env", "test"), tag("team", "blue")));
        client.tagResource(b -> b.resourceArn(ARN).tags(tag("env", "prod"), tag("cost", "")));

        // then
        assertThat(tags(client, ARN)).containsExactly(Map.entry("env", "prod"), Map.entry("team", "blue"),
                Map.entry("cost", ""));
    }

    @Test
    void untagging_removes_the_keys_and_ignores_keys_that_are_not_there() {
        // given
        client.tagResource(b -> b.resourceArn(ARN).tags(tag("env", "test"), tag("team", "blue")));

        // when
        client.untagResource(b -> b.resourceArn(ARN).tagKeys("env", "absent"));

        // then
        assertThat(tags(client, ARN)).containsExactly(Map.entry("team", "blue"));
    }

    @Test
    void create_table_stores_the_tags_it_is_given() {
        // when
        client.createTable(table("tagged").hash("pk", S).request().toBuilder()
                .tags(tag("env", "test")).build());

        // then
        assertThat(tags(client, "arn:aws:dynamodb:ddblocal:000000000000:table/tagged"))
                .containsExactly(Map.entry("env", "test"));
    }

    @Test
    void update_table_keeps_the_tags_and_a_table_created_again_after_a_delete_starts_without_them() {
        // given
        client.tagResource(b -> b.resourceArn(ARN).tags(tag("env", "test")));

        // when
        client.updateTable(b -> b.tableName("orders").billingMode(BillingMode.PROVISIONED)
                .provisionedThroughput(p -> p.readCapacityUnits(5L).writeCapacityUnits(5L)));

        // then
        assertThat(tags(client, ARN)).containsExactly(Map.entry("env", "test"));

        // when
        client.deleteTable(b -> b.tableName("orders"));
        table("orders").hash("pk", S).create(client);

        // then
        assertThat(tags(client, ARN)).isEmpty();
    }

    @Test
    void a_fork_carries_the_tags_it_was_made_with_and_is_independent_after() {
        // given
        client.tagResource(b -> b.resourceArn(ARN).tags(tag("env", "test")));

        // when
        try (InMemoryDynamo fork = dynamo.fork()) {
            fork.client().tagResource(b -> b.resourceArn(ARN).tags(tag("fork", "yes")));
            client.untagResource(b -> b.resourceArn(ARN).tagKeys("env"));

            // then
            assertThat(tags(fork.client(), ARN)).containsExactly(Map.entry("env", "test"), Map.entry("fork", "yes"));
            assertThat(tags(client, ARN)).isEmpty();
        }
    }

    @Test
    void the_http_endpoint_serves_the_tagging_operations() {
        // given
        try (DynamoServer server = dynamo.startServer(); DynamoDbClient http = SdkClients.sync(server.endpoint())) {
            // when
            http.tagResource(b -> b.resourceArn(ARN).tags(tag("env", "test")));

            // then
            assertThat(tags(http, ARN)).containsExactly(Map.entry("env", "test"));
            assertThat(tags(client, ARN)).containsExactly(Map.entry("env", "test"));
            assertThatThrownBy(() -> http.listTagsOfResource(b -> b.resourceArn(ARN + "x")))
                    .isInstanceOf(ResourceNotFoundException.class);
        }
    }

    @Test
    void the_async_client_serves_the_tagging_operations() {
        dynamo.asyncClient().tagResource(b -> b.resourceArn(ARN).tags(tag("env", "test"))).join();

        assertThat(dynamo.asyncClient().listTagsOfResource(b -> b.resourceArn(ARN)).join().tags())
                .containsExactly(tag("env", "test"));
        dynamo.asyncClient().untagResource(b -> b.resourceArn(ARN).tagKeys("env")).join();
        assertThat(tags(client, ARN)).isEmpty();
    }

    @Test
    void the_operation_log_records_tagging_calls_against_the_table() {
        // when
        client.tagResource(b -> b.resourceArn(ARN).tags(tag("env", "test")));
        client.listTagsOfResource(b -> b.resourceArn(ARN));
        client.untagResource(b -> b.resourceArn(ARN).tagKeys("env"));

        // then
        List<RecordedCall> calls = dynamo.operations().calls();
        assertThat(calls.subList(calls.size() - 3, calls.size()))
                .extracting(RecordedCall::operation, RecordedCall::tableNames)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("TagResource", List.of("orders")),
                        org.assertj.core.groups.Tuple.tuple("ListTagsOfResource", List.of("orders")),
                        org.assertj.core.groups.Tuple.tuple("UntagResource", List.of("orders")));
    }

    @Test
    void an_arn_naming_no_table_is_resource_not_found() {
        assertThatThrownBy(() -> client.tagResource(b -> b.resourceArn(ARN + "x").tags(tag("a", "b"))))
                .isInstanceOf(ResourceNotFoundException.class)
                .hasMessageStartingWith("Requested resource not found: ResourcArn: " + ARN + "x not found");
        assertThatThrownBy(() -> client.listTagsOfResource(
                b -> b.resourceArn("arn:aws:dynamodb:us-east-1:123456789012:table/orders")))
                .isInstanceOf(ResourceNotFoundException.class);
    }

    @Test
    void a_resource_arn_that_is_not_an_arn_is_rejected() {
        assertValidation(() -> client.listTagsOfResource(b -> b.resourceArn("orders")),
                "Invalid TableArn: Invalid ResourceArn provided as input orders");
    }

    @Test
    void missing_members_are_reported_together_in_the_request_shape_form() {
        assertValidation(() -> client.tagResource(b -> b.resourceArn(null)),
                "2 validation errors detected: Value null at 'resourceArn' failed to satisfy constraint: "
                        + "Member must not be null; Value null at 'tags' failed to satisfy constraint: "
                        + "Member must not be null");
        assertValidation(() -> client.untagResource(b -> b.resourceArn(ARN)),
                "1 validation error detected: Value null at 'tagKeys' failed to satisfy constraint: "
                        + "Member must not be null");
        assertValidation(() -> client.listTagsOfResource(b -> b.resourceArn("")),
                "1 validation error detected: Value '' at 'resourceArn' failed to satisfy constraint: "
                        + "Member must have length greater than or equal to 1");
    }

    @Test
    void tag_keys_and_values_have_the_service_length_limits() {
        String key128 = "k".repeat(128);
        String value256 = "v".repeat(256);
        client.tagResource(b -> b.resourceArn(ARN).tags(tag(key128, value256)));
        assertThat(tags(client, ARN)).containsExactly(Map.entry(key128, value256));

        assertValidation(() -> client.tagResource(b -> b.resourceArn(ARN).tags(tag("k".repeat(129), "v"),
                        tag("ok", "v".repeat(257)), tag("", "x"))),
                "3 validation errors detected: Value '" + "k".repeat(129) + "' at 'tags.1.member.key' failed to "
                        + "satisfy constraint: Member must have length less than or equal to 128; Value '"
                        + "v".repeat(257) + "' at 'tags.2.member.value' failed to satisfy constraint: Member must "
                        + "have length less than or equal to 256; Value '' at 'tags.3.member.key' failed to satisfy "
                        + "constraint: Member must have length greater than or equal to 1");
    }

    @Test
    void keys_with_the_reserved_aws_prefix_are_refused_in_any_case() {
        assertValidation(() -> client.tagResource(b -> b.resourceArn(ARN).tags(tag("AWS:owner", "x"))),
                "One or more parameter values were invalid: User-defined tag keys cannot start with the reserved "
                        + "prefix aws:. Key: AWS:owner");
        assertValidation(() -> client.untagResource(b -> b.resourceArn(ARN).tagKeys("aws:owner")),
                "One or more parameter values were invalid: User-defined tag keys cannot start with the reserved "
                        + "prefix aws:. Key: aws:owner");
        assertThat(tags(client, ARN)).isEmpty();
    }

    @Test
    void a_table_holds_at_most_fifty_tags_and_a_call_over_the_limit_changes_nothing() {
        // given
        List<Tag> fifty = IntStream.range(0, 50).mapToObj(i -> tag("k" + i, "v")).toList();
        client.tagResource(b -> b.resourceArn(ARN).tags(fifty));

        // when / then: retagging existing keys is fine, a 51st key is not
        client.tagResource(b -> b.resourceArn(ARN).tags(tag("k0", "new")));
        assertValidation(() -> client.tagResource(b -> b.resourceArn(ARN).tags(tag("k1", "changed"), tag("k50", "v"))),
                "One or more parameter values were invalid: The number of tags on a resource cannot exceed 50");
        Map<String, String> after = tags(client, ARN);
        assertThat(after).hasSize(50).containsEntry("k0", "new").containsEntry("k1", "v");

        List<Tag> fiftyOne = new ArrayList<>(IntStream.range(0, 51).mapToObj(i -> tag("k" + i, "v")).toList());
        assertValidation(() -> client.createTable(table("tagged").hash("pk", S).request().toBuilder()
                        .tags(fiftyOne).build()),
                "One or more parameter values were invalid: The number of tags on a resource cannot exceed 50");
        assertThat(client.listTables().tableNames()).containsExactly("orders");
    }
}

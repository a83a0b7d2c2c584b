package dev.dynamofixtures.core.ops;

import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MessageDialect;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveSpecification;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveResponse;

/** UpdateTimeToLive and DescribeTimeToLive: the setting, its state machine and its errors in both dialects. */
class TimeToLiveTest {
    private static final String NAME_LENGTH_LOCAL =
            "Names of key attributes and attributes projected into an index must be between 1 and 255 characters, inclusive";

    private InMemoryDynamo dynamo;
    private InMemoryDynamo localDialect;

    @BeforeEach
    void createTables() {
        dynamo = InMemoryDynamo.create();
        localDialect = InMemoryDynamo.builder().messageDialect(MessageDialect.LOCAL).build();
        table("sessions").hash("pk", S).create(dynamo.client());
        table("sessions").hash("pk", S).create(localDialect.client());
    }

    @AfterEach
    void close() {
        dynamo.close();
        localDialect.close();
    }

    private static UpdateTimeToLiveResponse update(DynamoDbClient client, Boolean enabled, String attribute) {
        return client.updateTimeToLive(b -> b.tableName("sessions")
                .timeToLiveSpecification(s -> s.enabled(enabled).attributeName(attribute)));
    }

    private static TimeToLiveDescription describe(DynamoDbClient client) {
        return client.describeTimeToLive(b -> b.tableName("sessions")).timeToLiveDescription();
    }

    /** Asserts the call fails with a ValidationException worded {@code live} (LIVE) and {@code local} (LOCAL). */
    private void assertValidation(Consumer<DynamoDbClient> call, String live, String local) {
        assertMessage(dynamo.client(), call, live);
        assertMessage(localDialect.client(), call, local);
    }

    private static void assertMessage(DynamoDbClient client, Consumer<DynamoDbClient> call, String message) {
        TimeToLiveDescription before = describe(client);
        assertThatThrownBy(() -> call.accept(client)).isInstanceOfSatisfying(DynamoDbException.class, e -> {
            assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
            assertThat(e.statusCode()).isEqualTo(400);
            assertThat(e.awsErrorDetails().errorMessage()).isEqualTo(message);
        });
        assertThat(describe(client)).as("a failed call changes nothing").isEqualTo(before);
    }

    @Test
    void a_new_table_has_time_to_live_disabled_and_no_attribute_name() {
        TimeToLiveDescription description = describe(dynamo.client());

        assertThat(description.timeToLiveStatus()).isEqualTo(TimeToLiveStatus.DISABLED);
        assertThat(description.attributeName()).isNull();
    }

    @Test
    void enabling_returns_the_specification_and_describe_shows_it_enabled_at_once() {
        UpdateTimeToLiveResponse response = update(dynamo.client(), true, "expiresAt");

        assertThat(response.timeToLiveSpecification())
                .isEqualTo(TimeToLiveSpecification.builder().enabled(true).attributeName("expiresAt").build());
        assertThat(describe(dynamo.client())).isEqualTo(TimeToLiveDescription.builder()
                .timeToLiveStatus(TimeToLiveStatus.ENABLED).attributeName("expiresAt").build());
    }

    @Test
    void disabling_the_enabled_attribute_returns_the_specification_and_describe_shows_it_disabled() {
        update(dynamo.client(), true, "expiresAt");

        UpdateTimeToLiveResponse response = update(dynamo.client(), false, "expiresAt");

        assertThat(response.timeToLiveSpecification())
                .isEqualTo(TimeToLiveSpecification.builder().enabled(false).attributeName("expiresAt").build());
        assertThat(describe(dynamo.client()).timeToLiveStatus()).isEqualTo(TimeToLiveStatus.DISABLED);
        assertThat(describe(dynamo.client()).attributeName()).isNull();
    }

    @Test
    void after_disabling_it_can_be_enabled_on_another_attribute() {
        update(dynamo.client(), true, "expiresAt");
        update(dynamo.client(), false, "expiresAt");

        update(dynamo.client(), true, "ttl");

        assertThat(describe(dynamo.client()).attributeName()).isEqualTo("ttl");
    }

    @Test
    void enabling_twice_is_rejected_as_already_enabled() {
        update(dynamo.client(), true, "expiresAt");
        update(localDialect.client(), true, "expiresAt");

        assertValidation(c -> update(c, true, "expiresAt"),
                "TimeToLive is already enabled", "TimeToLive is already enabled");
    }

    @Test
    void enabling_or_disabling_another_attribute_while_enabled_is_rejected() {
        update(dynamo.client(), true, "expiresAt");
        update(localDialect.client(), true, "expiresAt");

        assertValidation(c -> update(c, true, "other"), "TimeToLive is active on a different AttributeName",
                "TimeToLive is active on a different AttributeName");
        assertValidation(c -> update(c, false, "other"), "TimeToLive is active on a different AttributeName",
                "TimeToLive is active on a different AttributeName");
    }

    @Test
    void disabling_when_disabled_is_rejected_whatever_the_attribute_name() {
        assertValidation(c -> update(c, false, "expiresAt"),
                "TimeToLive is already disabled", "TimeToLive is already disabled");
        assertValidation(c -> update(c, false, "other"),
                "TimeToLive is already disabled", "TimeToLive is already disabled");
    }

    @Test
    void a_key_attribute_may_be_the_time_to_live_attribute() {
        update(dynamo.client(), true, "pk");

        assertThat(describe(dynamo.client()).attributeName()).isEqualTo("pk");
    }

    @Test
    void a_missing_specification_is_rejected() {
        assertValidation(c -> c.updateTimeToLive(b -> b.tableName("sessions")),
                "1 validation error detected: Value null at 'timeToLiveSpecification' failed to satisfy constraint: "
                        + "Member must not be null",
                "TimeToLiveSpecification cannot be null");
    }

    @Test
    void a_missing_attribute_name_is_rejected_when_enabling_and_when_disabling() {
        String live = "1 validation error detected: Value null at 'timeToLiveSpecification.attributeName' failed to "
                + "satisfy constraint: Member must not be null";
        String local = "AttributeName cannot be null when time to live is being enabled";

        assertValidation(c -> update(c, true, null), live, local);
        assertValidation(c -> update(c, false, null), live, local);
    }

    @Test
    void a_missing_enabled_flag_is_rejected() {
        assertValidation(c -> update(c, null, "expiresAt"),
                "1 validation error detected: Value null at 'timeToLiveSpecification.enabled' failed to satisfy "
                        + "constraint: Member must not be null",
                "AttributeName cannot be null when time to live is being enabled");
        assertValidation(c -> c.updateTimeToLive(b -> b.tableName("sessions")
                        .timeToLiveSpecification(TimeToLiveSpecification.builder().build())),
                "2 validation errors detected: Value null at 'timeToLiveSpecification.enabled' failed to satisfy "
                        + "constraint: Member must not be null; Value null at 'timeToLiveSpecification.attributeName' "
                        + "failed to satisfy constraint: Member must not be null",
                "AttributeName cannot be null when time to live is being enabled");
    }

    @Test
    void an_empty_attribute_name_is_rejected_by_length_when_enabling() {
        assertValidation(c -> update(c, true, ""),
                "1 validation error detected: Value '' at 'timeToLiveSpecification.attributeName' failed to satisfy "
                        + "constraint: Member must have length greater than or equal to 1",
                NAME_LENGTH_LOCAL);
    }

    /** DynamoDB Local checks the name's length only when enabling; the service checks the request's shape first. */
    @Test
    void an_empty_attribute_name_when_disabling_is_a_shape_error_live_and_a_state_error_in_dynamodb_local() {
        assertValidation(c -> update(c, false, ""),
                "1 validation error detected: Value '' at 'timeToLiveSpecification.attributeName' failed to satisfy "
                        + "constraint: Member must have length greater than or equal to 1",
                "TimeToLive is already disabled");
    }

    @Test
    void an_attribute_name_of_256_characters_is_rejected_and_255_are_accepted() {
        String tooLong = "x".repeat(256);
        assertValidation(c -> update(c, true, tooLong),
                "1 validation error detected: Value '" + tooLong + "' at 'timeToLiveSpecification.attributeName' "
                        + "failed to satisfy constraint: Member must have length less than or equal to 255",
                NAME_LENGTH_LOCAL);

        update(dynamo.client(), true, "x".repeat(255));

        assertThat(describe(dynamo.client()).attributeName()).hasSize(255);
    }

    @Test
    void an_attribute_name_over_255_utf8_bytes_is_rejected_in_dynamodb_locals_words() {
        String name = "é".repeat(128);

        assertValidation(c -> update(c, true, name), NAME_LENGTH_LOCAL, NAME_LENGTH_LOCAL);
        update(dynamo.client(), true, "é".repeat(127) + "x");
    }

    @Test
    void a_missing_table_is_resource_not_found_before_the_specification_is_looked_at() {
        for (Consumer<DynamoDbClient> call : java.util.List.<Consumer<DynamoDbClient>>of(
                c -> c.updateTimeToLive(b -> b.tableName("nope")),
                c -> c.updateTimeToLive(b -> b.tableName("nope").timeToLiveSpecification(s -> s.enabled(true))),
                c -> c.describeTimeToLive(b -> b.tableName("nope")))) {
            assertThatThrownBy(() -> call.accept(dynamo.client())).isInstanceOfSatisfying(
                    ResourceNotFoundException.class, e -> assertThat(e.awsErrorDetails().errorMessage())
                            .isEqualTo("Requested resource not found"));
            assertThatThrownBy(() -> call.accept(localDialect.client())).isInstanceOfSatisfying(
                    ResourceNotFoundException.class, e -> assertThat(e.awsErrorDetails().errorMessage())
                            .isEqualTo("Cannot do operations on a non-existent table"));
        }
    }

    @ParameterizedTest
    @CsvSource({"tt", "'a b c'"})
    void an_invalid_table_name_is_rejected_before_anything_else(String name) {
        String local = "Invalid table/index name.  Table/index names must be between 3 and 255 characters long, "
                + "and may contain only the characters a-z, A-Z, 0-9, '_', '-', and '.'";
        for (Consumer<DynamoDbClient> call : java.util.List.<Consumer<DynamoDbClient>>of(
                c -> c.updateTimeToLive(b -> b.tableName(name)),
                c -> c.describeTimeToLive(b -> b.tableName(name)))) {
            assertThatThrownBy(() -> call.accept(localDialect.client())).isInstanceOfSatisfying(
                    DynamoDbException.class, e -> assertThat(e.awsErrorDetails().errorMessage()).isEqualTo(local));
            assertThatThrownBy(() -> call.accept(dynamo.client())).isInstanceOfSatisfying(
                    DynamoDbException.class, e -> assertThat(e.awsErrorDetails().errorMessage())
                            .startsWith("1 validation error detected: Value '" + name + "' at 'tableName'"));
        }
    }

    @Test
    void a_missing_table_name_is_a_shape_error() {
        assertThatThrownBy(() -> dynamo.client().describeTimeToLive(b -> { }))
                .isInstanceOfSatisfying(DynamoDbException.class, e -> assertThat(e.awsErrorDetails().errorMessage())
                        .isEqualTo("1 validation error detected: Value null at 'tableName' failed to satisfy "
                                + "constraint: Member must not be null"));
        assertThatThrownBy(() -> localDialect.client().updateTimeToLive(UpdateTimeToLiveRequest.builder().build()))
                .isInstanceOfSatisfying(DynamoDbException.class, e -> assertThat(e.awsErrorDetails().errorMessage())
                        .isEqualTo("Value null at 'tableName' failed to satisfy constraint: Member must not be null"));
    }

    @Test
    void describe_table_does_not_show_time_to_live() {
        TableDescription before = dynamo.client().describeTable(b -> b.tableName("sessions")).table();

        update(dynamo.client(), true, "expiresAt");

        assertThat(dynamo.client().describeTable(b -> b.tableName("sessions")).table()).isEqualTo(before);
    }

    @Test
    void update_table_keeps_the_time_to_live_setting() {
        update(dynamo.client(), true, "expiresAt");

        dynamo.client().updateTable(b -> b.tableName("sessions").billingMode(BillingMode.PROVISIONED)
                .provisionedThroughput(t -> t.readCapacityUnits(5L).writeCapacityUnits(5L)));

        assertThat(describe(dynamo.client()).attributeName()).isEqualTo("expiresAt");
    }

    @Test
    void a_recreated_table_starts_with_time_to_live_disabled() {
        update(dynamo.client(), true, "expiresAt");

        dynamo.client().deleteTable(b -> b.tableName("sessions"));
        table("sessions").hash("pk", S).create(dynamo.client());

        assertThat(describe(dynamo.client()).timeToLiveStatus()).isEqualTo(TimeToLiveStatus.DISABLED);
    }

    @Test
    void a_fork_carries_the_setting_and_changes_it_independently() {
        update(dynamo.client(), true, "expiresAt");

        try (InMemoryDynamo fork = dynamo.fork()) {
            assertThat(describe(fork.client()).attributeName()).isEqualTo("expiresAt");
            update(fork.client(), false, "expiresAt");

            assertThat(describe(fork.client()).timeToLiveStatus()).isEqualTo(TimeToLiveStatus.DISABLED);
            assertThat(describe(dynamo.client()).timeToLiveStatus()).isEqualTo(TimeToLiveStatus.ENABLED);
        }
    }
}

package dev.dynamofixtures.core.ops;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MessageDialect;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.IdempotentParameterMismatchException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/** ClientRequestToken: ten minutes of idempotency on the engine's clock, for successful transactions only. */
class TransactionIdempotencyTest {
    private final SettableClock clock = new SettableClock(Instant.parse("2026-11-04T10:00:00Z"));
    private InMemoryDynamo dynamo;
    private DynamoDbClient client;

    @BeforeEach
    void seed() {
        dynamo = InMemoryDynamo.builder().clock(clock).build();
        client = dynamo.client();
        table("counters").hash("id", S).create(client);
    }

    @AfterEach
    void close() {
        dynamo.close();
    }

    private static TransactWriteItemsRequest setCounter(String token, int value) {
        return TransactWriteItemsRequest.builder().clientRequestToken(token).transactItems(t -> t.put(p -> p
                .tableName("counters").item(item("id", "c", "value", value)))).build();
    }

    private AttributeValue counter() {
        return client.getItem(b -> b.tableName("counters").key(item("id", "c"))).item().get("value");
    }

    private void setCounterDirectly(int value) {
        client.putItem(b -> b.tableName("counters").item(item("id", "c", "value", value)));
    }

    @Test
    void the_same_request_with_the_same_token_succeeds_without_writing_again() {
        client.transactWriteItems(setCounter("tok-1", 1));
        setCounterDirectly(99);

        client.transactWriteItems(setCounter("tok-1", 1));

        assertThat(counter()).isEqualTo(AttributeValue.fromN("99"));
    }

    @Test
    void asking_for_capacity_does_not_make_another_request_and_a_retry_reports_transactional_reads() {
        client.putItem(b -> b.tableName("counters").item(item("id", "big", "d", "x".repeat(5000))));
        TransactWriteItemsRequest first = TransactWriteItemsRequest.builder().clientRequestToken("tok-c")
                .transactItems(t -> t.put(p -> p.tableName("counters").item(item("id", "c", "value", 1))),
                        t -> t.conditionCheck(c -> c.tableName("counters").key(item("id", "big"))
                                .conditionExpression("attribute_exists(id)")),
                        t -> t.delete(d -> d.tableName("counters").key(item("id", "gone")))).build();
        client.transactWriteItems(first);

        double units = client.transactWriteItems(first.toBuilder()
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).build()).consumedCapacity().get(0).capacityUnits();

        assertThat(units).as("2 for the small item, 4 for the 5 KB one, none for the missing one").isEqualTo(6.0);
    }

    @Test
    void another_request_with_the_token_fails_with_the_services_text_and_dynamodb_locals_empty_one() {
        client.transactWriteItems(setCounter("tok-1", 1));

        assertThatThrownBy(() -> client.transactWriteItems(setCounter("tok-1", 2)))
                .isInstanceOfSatisfying(IdempotentParameterMismatchException.class, e -> {
                    assertThat(e.awsErrorDetails().errorCode()).isEqualTo("IdempotentParameterMismatchException");
                    assertThat(e.awsErrorDetails().errorMessage()).isEqualTo("Specified idempotent token was used "
                            + "with different request parameters within the idempotency window");
                });
        assertThat(counter()).isEqualTo(AttributeValue.fromN("1"));

        try (InMemoryDynamo local = InMemoryDynamo.builder().clock(clock).messageDialect(MessageDialect.LOCAL).build()) {
            table("counters").hash("id", S).create(local.client());
            local.client().transactWriteItems(setCounter("tok-1", 1));
            IdempotentParameterMismatchException e = catchThrowableOfType(
                    () -> local.client().transactWriteItems(setCounter("tok-1", 2)), IdempotentParameterMismatchException.class);
            assertThat(e.awsErrorDetails().errorMessage()).isEmpty();
        }
    }

    @Test
    void numbers_written_differently_make_a_different_request() {
        client.transactWriteItems(setCounter("tok-1", 1));

        assertThatThrownBy(() -> client.transactWriteItems(TransactWriteItemsRequest.builder().clientRequestToken("tok-1")
                .transactItems(t -> t.put(p -> p.tableName("counters").item(item("id", "c",
                        "value", AttributeValue.fromN("1.0"))))).build()))
                .isInstanceOf(IdempotentParameterMismatchException.class);
    }

    @Test
    void after_ten_minutes_the_token_names_a_new_request() {
        client.transactWriteItems(setCounter("tok-1", 1));
        setCounterDirectly(99);

        clock.advance(Duration.ofMinutes(10).minusMillis(1));
        client.transactWriteItems(setCounter("tok-1", 1));
        assertThat(counter()).as("still within the window").isEqualTo(AttributeValue.fromN("99"));

        clock.advance(Duration.ofMillis(1));
        client.transactWriteItems(setCounter("tok-1", 1));
        assertThat(counter()).as("a new request, applied").isEqualTo(AttributeValue.fromN("1"));
        client.transactWriteItems(setCounter("tok-1", 2).toBuilder().clientRequestToken("tok-2").build());
        assertThatThrownBy(() -> client.transactWriteItems(setCounter("tok-1", 3)))
                .as("the window restarted with the new request").isInstanceOf(IdempotentParameterMismatchException.class);
    }

    @Test
    void a_cancelled_or_invalid_transaction_does_not_claim_its_token() {
        TransactWriteItemsRequest conditional = TransactWriteItemsRequest.builder().clientRequestToken("tok-1")
                .transactItems(t -> t.put(p -> p.tableName("counters").item(item("id", "c", "value", 1))
                        .conditionExpression("attribute_exists(id)"))).build();
        assertThatThrownBy(() -> client.transactWriteItems(conditional)).isInstanceOf(TransactionCanceledException.class);
        assertThatThrownBy(() -> client.transactWriteItems(setCounter("tok-1", 1).toBuilder()
                .transactItems(t -> t.put(p -> p.tableName("counters").item(item("id", 5))))
                .build())).isInstanceOf(TransactionCanceledException.class);

        setCounterDirectly(0);
        client.transactWriteItems(conditional);

        assertThat(counter()).isEqualTo(AttributeValue.fromN("1"));
    }

    @Test
    void the_token_is_checked_after_expressions_and_before_tables_as_in_dynamodb_local() {
        client.transactWriteItems(setCounter("tok-1", 1));

        assertThatThrownBy(() -> client.transactWriteItems(TransactWriteItemsRequest.builder().clientRequestToken("tok-1")
                .transactItems(t -> t.put(p -> p.tableName("counters").item(item("id", "c")).conditionExpression("a,,")))
                .build())).isInstanceOfSatisfying(DynamoDbException.class, e ->
                assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ValidationException"));
        assertThatThrownBy(() -> client.transactWriteItems(TransactWriteItemsRequest.builder().clientRequestToken("tok-1")
                .transactItems(t -> t.put(p -> p.tableName("nope").item(item("id", "c")))).build()))
                .isInstanceOf(IdempotentParameterMismatchException.class);
    }

    @Test
    void a_fork_remembers_the_tokens_of_its_source() {
        client.transactWriteItems(setCounter("tok-1", 1));
        try (InMemoryDynamo fork = dynamo.fork()) {
            fork.client().putItem(b -> b.tableName("counters").item(item("id", "c", "value", 99)));
            fork.client().transactWriteItems(setCounter("tok-1", 1));
            assertThat(fork.client().getItem(b -> b.tableName("counters").key(item("id", "c"))).item().get("value"))
                    .isEqualTo(AttributeValue.fromN("99"));
            assertThatThrownBy(() -> fork.client().transactWriteItems(setCounter("tok-1", 2)))
                    .isInstanceOf(IdempotentParameterMismatchException.class);
        }
    }

    @Test
    void a_token_is_one_to_thirty_six_characters() {
        Errors engines = new Errors(c -> table("counters").hash("id", S).create(c));
        try {
            engines.assertFails(c -> c.transactWriteItems(setCounter("x".repeat(37), 1)), DynamoDbException.class,
                    "1 validation error detected: Value '" + "x".repeat(37) + "' at 'clientRequestToken' failed to "
                            + "satisfy constraint: Member must have length less than or equal to 36",
                    "Value " + "x".repeat(37) + " at 'clientRequestToken' failed to satisfy constraint: Member must "
                            + "have length less than or equal to 36");
            engines.assertFails(c -> c.transactWriteItems(setCounter("", 1)), DynamoDbException.class,
                    "1 validation error detected: Value '' at 'clientRequestToken' failed to satisfy constraint: "
                            + "Member must have length greater than or equal to 1",
                    "Value  at 'clientRequestToken' failed to satisfy constraint: Member must have length greater "
                            + "than or equal to 1");
            engines.live().transactWriteItems(setCounter("x".repeat(36), 1));
        } finally {
            engines.close();
        }
    }

    /** A clock tests move by hand. */
    static final class SettableClock extends Clock {
        private volatile Instant now;

        SettableClock(Instant start) {
            this.now = start;
        }

        void advance(Duration duration) {
            now = now.plus(duration);
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}

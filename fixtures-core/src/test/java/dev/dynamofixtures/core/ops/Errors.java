package dev.dynamofixtures.core.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MessageDialect;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * Runs one call on a LIVE-dialect and a LOCAL-dialect engine seeded alike, and checks the error both raise:
 * the same exception class, code and status, each with its dialect's message.
 */
final class Errors {
    private final InMemoryDynamo live = InMemoryDynamo.create();
    private final InMemoryDynamo local = InMemoryDynamo.builder().messageDialect(MessageDialect.LOCAL).build();

    /** Two engines, both prepared by {@code setup}. */
    Errors(Consumer<DynamoDbClient> setup) {
        setup.accept(live.client());
        setup.accept(local.client());
    }

    DynamoDbClient live() {
        return live.client();
    }

    DynamoDbClient local() {
        return local.client();
    }

    /** The call fails on both engines with {@code type}, the service's text and DynamoDB Local's text. */
    <E extends DynamoDbException> E assertFails(Consumer<DynamoDbClient> call, Class<E> type, String liveMessage,
                                                String localMessage) {
        E onLive = catchThrowableOfType(() -> call.accept(live.client()), type);
        E onLocal = catchThrowableOfType(() -> call.accept(local.client()), type);
        assertThat(onLive).as("LIVE dialect error").isNotNull();
        assertThat(onLocal).as("LOCAL dialect error").isNotNull();
        assertThat(onLive.awsErrorDetails().errorMessage()).as("LIVE text").isEqualTo(liveMessage);
        assertThat(onLocal.awsErrorDetails().errorMessage()).as("LOCAL text").isEqualTo(localMessage);
        assertThat(onLive.awsErrorDetails().errorCode()).isEqualTo(onLocal.awsErrorDetails().errorCode());
        assertThat(onLive.statusCode()).isEqualTo(400);
        return onLive;
    }

    /** As {@link #assertFails(Consumer, Class, String, String)} with one text for both dialects. */
    <E extends DynamoDbException> E assertFails(Consumer<DynamoDbClient> call, Class<E> type, String message) {
        return assertFails(call, type, message, message);
    }

    void close() {
        live.close();
        local.close();
    }
}

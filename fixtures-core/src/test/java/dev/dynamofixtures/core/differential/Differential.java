package dev.dynamofixtures.core.differential;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MessageDialect;
import dev.dynamofixtures.core.server.HttpTransport;
import java.util.List;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * Runs the same call against the engine (in DynamoDB Local's message dialect) and against DynamoDB Local,
 * and asserts that both answer the same: equal normalised responses, or the same error class, code,
 * HTTP status and message.
 */
final class Differential implements AutoCloseable {
    private final InMemoryDynamo engine;
    private final DynamoDbClient ours;
    private final DynamoDbClient local;

    Differential() {
        DynamoDbLocal.reset();
        this.engine = InMemoryDynamo.builder().messageDialect(MessageDialect.LOCAL).build();
        this.ours = HttpTransport.engineClient(engine);
        this.local = DynamoDbLocal.client();
    }

    /** A fresh pair of backends with the universe's table and its number-keyed table created on both. */
    static Differential withUniverseTables() {
        Differential diff = new Differential();
        diff.both(c -> c.createTable(Universe.table()));
        diff.both(c -> c.createTable(Universe.numberTable()));
        return diff;
    }

    DynamoDbClient engine() {
        return ours;
    }

    DynamoDbClient local() {
        return local;
    }

    /** Both outcomes of a call, engine first. */
    record Pair(Outcome engine, Outcome local) {
        void assertSame(String description) {
            assertThat(engine).as("%s%n%s", description, Difference.between(engine, local)).isEqualTo(local);
        }
    }

    Pair run(Function<DynamoDbClient, ?> call, List<String> tieKeys, List<String> tableKeys, boolean descending) {
        return new Pair(outcome(ours, call, tieKeys, tableKeys, descending),
                outcome(local, call, tieKeys, tableKeys, descending));
    }

    /** Runs a call on both backends and asserts the same outcome. */
    Pair same(String description, Function<DynamoDbClient, ?> call) {
        Pair pair = run(call, List.of(), List.of(), false);
        pair.assertSame(description);
        return pair;
    }

    /** As {@link #same}, for reads of an index whose items may tie on {@code tieKeys}. */
    Pair sameIgnoringTies(String description, Function<DynamoDbClient, ?> call, List<String> tieKeys,
                          List<String> tableKeys, boolean descending) {
        Pair pair = run(call, tieKeys, tableKeys, descending);
        pair.assertSame(description);
        return pair;
    }

    /** Runs a call on both and asserts the same error type, code and status, whatever the message. */
    Pair sameErrorIgnoringMessage(String description, Function<DynamoDbClient, ?> call) {
        Pair pair = run(call, List.of(), List.of(), false);
        assertThat(pair.engine().isError()).as("%s: engine answered %s", description, pair.engine()).isTrue();
        assertThat(pair.engine().withoutMessage()).as("%s%n engine: %s%n  local: %s", description,
                pair.engine(), pair.local()).isEqualTo(pair.local().withoutMessage());
        return pair;
    }

    /** Runs a call on both, for setup: asserts both succeed. */
    void both(Function<DynamoDbClient, ?> call) {
        call.apply(ours);
        call.apply(local);
    }

    private static Outcome outcome(DynamoDbClient client, Function<DynamoDbClient, ?> call, List<String> tieKeys,
                                   List<String> tableKeys, boolean descending) {
        try {
            return Outcome.of(Normalized.response(call.apply(client), tieKeys, tableKeys, descending));
        } catch (DynamoDbException e) {
            return Outcome.of(e);
        }
    }

    @Override
    public void close() {
        ours.close();
        engine.close();
    }
}

package dev.dynamofixtures.samples.sessions;

import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Login sessions that expire: each item carries {@code expiresAt}, the table's time-to-live attribute, so
 * DynamoDB deletes expired sessions by itself. DynamoDB deletes them late (typically within days), so
 * {@link #find(String)} also ignores a session whose expiry has passed but which is still stored.
 */
public final class SessionStore {
    public static final String TABLE = "sessions";

    private final DynamoDbClient dynamo;
    private final DynamoDbTable<Session> sessions;
    private final Clock clock;

    public SessionStore(DynamoDbClient dynamo, Clock clock) {
        this.dynamo = Objects.requireNonNull(dynamo, "dynamo");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.sessions = DynamoDbEnhancedClient.builder().dynamoDbClient(dynamo).build()
                .table(TABLE, TableSchema.fromBean(Session.class));
    }

    /** Creates the table and enables time to live on {@code expiresAt}. */
    public void createTable() {
        sessions.createTable();
        dynamo.updateTimeToLive(b -> b.tableName(TABLE)
                .timeToLiveSpecification(s -> s.enabled(true).attributeName("expiresAt")));
    }

    /** Opens a session for {@code user} that lasts {@code lifetime}; returns its id. */
    public String open(String user, Duration lifetime) {
        String id = UUID.randomUUID().toString();
        sessions.putItem(new Session(id, user, clock.instant().plus(lifetime).getEpochSecond()));
        return id;
    }

    /** The session, unless it is unknown or expired (even if DynamoDB has not deleted it yet). */
    public Optional<Session> find(String id) {
        Session session = sessions.getItem(Key.builder().partitionValue(id).build());
        if (session == null || session.getExpiresAt() <= clock.instant().getEpochSecond()) {
            return Optional.empty();
        }
        return Optional.of(session);
    }
}

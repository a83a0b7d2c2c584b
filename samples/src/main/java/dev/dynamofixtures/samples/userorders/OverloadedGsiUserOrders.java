package dev.dynamofixtures.samples.userorders;

import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbIndex;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.Expression;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryConditional;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryEnhancedRequest;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Users and orders through one overloaded GSI on the Enhanced Client: synthetic {@code gsi_pk = USER#<userId>} and
 * {@code gsi_sk} prefixed by entity ({@code USER#METADATA}, {@code ORDER#<id>}) answer every {@link UserOrders} query.
 *
 * <p>The price of the synthetic sort key: it orders orders by id, not by time. Listing oldest first sorts in
 * memory, and a date range reads all the user's orders and filters them after the read (each one read is paid for).
 */
public final class OverloadedGsiUserOrders implements UserOrders {
    /** The table. */
    public static final String TABLE = "users-orders";
    /** The overloaded GSI: partition {@code gsi_pk}, sort {@code gsi_sk}. */
    public static final String INDEX = "UserOrdersGSI";

    private static final Comparator<Order> OLDEST_FIRST =
            Comparator.comparing(Order::createdAt).thenComparing(Order::orderId);

    private final DynamoDbTable<OverloadedItem> table;
    private final DynamoDbIndex<OverloadedItem> index;

    /** The users and orders of the table {@value #TABLE} of {@code enhanced}. */
    public OverloadedGsiUserOrders(DynamoDbEnhancedClient enhanced) {
        this.table = Objects.requireNonNull(enhanced, "enhanced")
                .table(TABLE, TableSchema.fromBean(OverloadedItem.class));
        this.index = table.index(INDEX);
    }

    @Override
    public Optional<User> user(String userId) {
        return query(QueryConditional.keyEqualTo(key(userId, "USER#METADATA")), null).stream()
                .findFirst().map(OverloadedItem::toUser);
    }

    @Override
    public List<Order> orders(String userId) {
        return query(QueryConditional.sortBeginsWith(key(userId, "ORDER#")), null).stream()
                .map(OverloadedItem::toOrder).sorted(OLDEST_FIRST).toList();
    }

    @Override
    public Optional<Order> order(String userId, String orderId) {
        return query(QueryConditional.keyEqualTo(key(userId, "ORDER#" + orderId)), null).stream()
                .findFirst().map(OverloadedItem::toOrder);
    }

    @Override
    public List<Order> ordersPlacedBetween(String userId, Instant from, Instant to) {
        Expression placed = Expression.builder()
                .expression("createdAt BETWEEN :from AND :to")
                .expressionValues(Map.of(":from", AttributeValue.fromS(from.toString()),
                        ":to", AttributeValue.fromS(to.toString())))
                .build();
        return query(QueryConditional.sortBeginsWith(key(userId, "ORDER#")), placed).stream()
                .map(OverloadedItem::toOrder).sorted(OLDEST_FIRST).toList();
    }

    @Override
    public void place(Order order) {
        table.putItem(OverloadedItem.of(order));
    }

    private List<OverloadedItem> query(QueryConditional condition, Expression filter) {
        QueryEnhancedRequest.Builder request = QueryEnhancedRequest.builder().queryConditional(condition);
        if (filter != null) {
            request.filterExpression(filter);
        }
        return index.query(request.build()).stream().flatMap(page -> page.items().stream()).toList();
    }

    private static Key key(String userId, String sortKey) {
        return Key.builder().partitionValue("USER#" + Objects.requireNonNull(userId, "userId")).sortValue(sortKey)
                .build();
    }
}

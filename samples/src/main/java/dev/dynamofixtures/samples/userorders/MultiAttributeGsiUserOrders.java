package dev.dynamofixtures.samples.userorders;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbIndex;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryConditional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Users and orders through a multi-attribute GSI on the Enhanced Client: {@value #INDEX} is keyed on the items' own
 * {@code userId}, then {@code entityType} and {@code createdAt}, with no synthetic attributes to keep in step.
 *
 * <p>A user's orders come back oldest first from the index itself, and a date range is a key condition on the last
 * sort attribute: DynamoDB reads only the orders in the range. One order by id is a GetItem on the table.
 */
public final class MultiAttributeGsiUserOrders implements UserOrders {
    /** The table. */
    public static final String TABLE = "users-orders-v2";
    /** The multi-attribute GSI: partition {@code userId}, sort {@code entityType}, {@code createdAt}. */
    public static final String INDEX = "UserEntitiesByType";

    private final DynamoDbTable<EntityItem> table;
    private final DynamoDbIndex<EntityItem> index;

    /** The users and orders of the table {@value #TABLE} of {@code enhanced}. */
    public MultiAttributeGsiUserOrders(DynamoDbEnhancedClient enhanced) {
        this.table = Objects.requireNonNull(enhanced, "enhanced").table(TABLE, TableSchema.fromBean(EntityItem.class));
        this.index = table.index(INDEX);
    }

    @Override
    public Optional<User> user(String userId) {
        return query(QueryConditional.keyEqualTo(entities(userId, "USER").build())).stream()
                .findFirst().map(EntityItem::toUser);
    }

    @Override
    public List<Order> orders(String userId) {
        return query(QueryConditional.keyEqualTo(entities(userId, "ORDER").build())).stream()
                .map(EntityItem::toOrder).toList();
    }

    @Override
    public Optional<Order> order(String userId, String orderId) {
        EntityItem item = table.getItem(Key.builder().partitionValue("USER#" + Objects.requireNonNull(userId, "userId"))
                .sortValue("ORDER#" + Objects.requireNonNull(orderId, "orderId")).build());
        return Optional.ofNullable(item).map(EntityItem::toOrder);
    }

    @Override
    public List<Order> ordersPlacedBetween(String userId, Instant from, Instant to) {
        return query(QueryConditional.sortBetween(
                entities(userId, "ORDER").addSortValue(from.toString()).build(),
                entities(userId, "ORDER").addSortValue(to.toString()).build())).stream()
                .map(EntityItem::toOrder).toList();
    }

    @Override
    public void place(Order order) {
        table.putItem(EntityItem.of(order));
    }

    private List<EntityItem> query(QueryConditional condition) {
        return index.query(r -> r.queryConditional(condition)).stream().flatMap(page -> page.items().stream())
                .toList();
    }

    /** The index key of one user's entities of one type: partition {@code userId}, first sort attribute the type. */
    private static Key.Builder entities(String userId, String entityType) {
        return Key.builder().partitionValue(AttributeValue.fromS(Objects.requireNonNull(userId, "userId")))
                .addSortValue(entityType);
    }
}

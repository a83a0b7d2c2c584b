package dev.dynamofixtures.samples.userorders;

import java.math.BigDecimal;
import java.time.Instant;
import software.amazon.awssdk.enhanced.dynamodb.mapper.Order;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondaryPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondarySortKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * An item of the multi-attribute design's table, {@value MultiAttributeGsiUserOrders#TABLE}, as the Enhanced Client
 * maps it: a user's profile ({@code sk = METADATA}) or one of their orders ({@code sk = ORDER#<orderId>}) under
 * {@code pk = USER#<userId>}, with no synthetic attributes: the GSI {@value MultiAttributeGsiUserOrders#INDEX} is
 * keyed on {@code userId}, then {@code entityType} and {@code createdAt}.
 */
@DynamoDbBean
public class EntityItem {
    private String pk;
    private String sk;
    private String entityType;
    private String userId;
    private String name;
    private String email;
    private String orderId;
    private String status;
    private BigDecimal total;
    private String createdAt;

    /** The partition key, {@code USER#<userId>}. */
    @DynamoDbPartitionKey
    public String getPk() {
        return pk;
    }

    /** Sets the partition key. */
    public void setPk(String pk) {
        this.pk = pk;
    }

    /** The sort key, {@code METADATA} or {@code ORDER#<orderId>}. */
    @DynamoDbSortKey
    public String getSk() {
        return sk;
    }

    /** Sets the sort key. */
    public void setSk(String sk) {
        this.sk = sk;
    }

    /** USER, PREFERENCES or ORDER: the GSI's first sort attribute. */
    @DynamoDbSecondarySortKey(indexNames = MultiAttributeGsiUserOrders.INDEX, order = Order.FIRST)
    public String getEntityType() {
        return entityType;
    }

    /** Sets the entity type. */
    public void setEntityType(String entityType) {
        this.entityType = entityType;
    }

    /** The user's id: the GSI's partition key. */
    @DynamoDbSecondaryPartitionKey(indexNames = MultiAttributeGsiUserOrders.INDEX)
    public String getUserId() {
        return userId;
    }

    /** Sets the user's id. */
    public void setUserId(String userId) {
        this.userId = userId;
    }

    /** A user's name. */
    public String getName() {
        return name;
    }

    /** Sets the name. */
    public void setName(String name) {
        this.name = name;
    }

    /** A user's email address. */
    public String getEmail() {
        return email;
    }

    /** Sets the email address. */
    public void setEmail(String email) {
        this.email = email;
    }

    /** An order's id. */
    public String getOrderId() {
        return orderId;
    }

    /** Sets the order's id. */
    public void setOrderId(String orderId) {
        this.orderId = orderId;
    }

    /** An order's status. */
    public String getStatus() {
        return status;
    }

    /** Sets the status. */
    public void setStatus(String status) {
        this.status = status;
    }

    /** An order's total. */
    public BigDecimal getTotal() {
        return total;
    }

    /** Sets the total. */
    public void setTotal(BigDecimal total) {
        this.total = total;
    }

    /** When the entity was created, ISO-8601: the GSI's second sort attribute. */
    @DynamoDbSecondarySortKey(indexNames = MultiAttributeGsiUserOrders.INDEX, order = Order.SECOND)
    public String getCreatedAt() {
        return createdAt;
    }

    /** Sets the creation time. */
    public void setCreatedAt(String createdAt) {
        this.createdAt = createdAt;
    }

    User toUser() {
        return new User(userId, name, email, Instant.parse(createdAt));
    }

    dev.dynamofixtures.samples.userorders.Order toOrder() {
        return new dev.dynamofixtures.samples.userorders.Order(orderId, userId, status, total,
                Instant.parse(createdAt));
    }

    static EntityItem of(dev.dynamofixtures.samples.userorders.Order order) {
        EntityItem item = new EntityItem();
        item.setPk("USER#" + order.userId());
        item.setSk("ORDER#" + order.orderId());
        item.setEntityType("ORDER");
        item.setUserId(order.userId());
        item.setOrderId(order.orderId());
        item.setStatus(order.status());
        item.setTotal(order.total());
        item.setCreatedAt(order.createdAt().toString());
        return item;
    }
}

package dev.dynamofixtures.samples.userorders;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;

/**
 * An order of a user.
 *
 * @param orderId   the order's id, such as {@code ORD-1001}
 * @param userId    the user who placed it
 * @param status    PENDING, SHIPPED, DELIVERED or CANCELLED
 * @param total     its total, compared by value (54.20 equals 54.2), as DynamoDB compares numbers
 * @param createdAt when it was placed
 */
public record Order(String orderId, String userId, String status, BigDecimal total, Instant createdAt) {

    /** Validates the parts and drops the total's trailing zeros. */
    public Order {
        Objects.requireNonNull(orderId, "orderId");
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(createdAt, "createdAt");
        BigDecimal stripped = Objects.requireNonNull(total, "total").stripTrailingZeros();
        total = stripped.scale() < 0 ? stripped.setScale(0) : stripped;
    }
}

package dev.dynamofixtures.samples.userorders;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Users and their orders, the access patterns of the GSI overloading article, whatever the table design behind
 * them: {@link OverloadedGsiUserOrders} (one overloaded GSI of synthetic {@code gsi_pk}/{@code gsi_sk} attributes)
 * or {@link MultiAttributeGsiUserOrders} (a multi-attribute GSI of the items' own attributes). Both give the same
 * answers; they differ in what they read.
 */
public interface UserOrders {

    /** The user's profile, if the user exists. */
    Optional<User> user(String userId);

    /** The user's orders, oldest first. */
    List<Order> orders(String userId);

    /** One order of the user; empty when the user has no order of that id. */
    Optional<Order> order(String userId, String orderId);

    /** The user's orders placed between {@code from} and {@code to} (both included), oldest first. */
    List<Order> ordersPlacedBetween(String userId, Instant from, Instant to);

    /** Stores a new order. */
    void place(Order order);
}

package dev.dynamofixtures.samples.userorders;

import java.time.Instant;
import java.util.Objects;

/**
 * A user's profile.
 *
 * @param userId    the user's id, such as {@code 123}
 * @param name      the user's name
 * @param email     the user's email address
 * @param createdAt when the user signed up
 */
public record User(String userId, String name, String email, Instant createdAt) {

    /** Validates the parts. */
    public User {
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(createdAt, "createdAt");
    }
}

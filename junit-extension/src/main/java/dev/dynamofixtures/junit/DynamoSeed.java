package dev.dynamofixtures.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Adds datasets for one test method of a {@link DynamoFixture} class: the test's fork of the class's database is
 * seeded with them too, and no other test sees them.
 *
 * <pre>{@code
 * @DynamoFixture(seed = "orders.yml")
 * class RefundsTest {
 *     @Test
 *     @DynamoSeed("refunded-orders.yml")
 *     void refunded_orders_are_listed_first(DynamoDbClient dynamo) {
 *         ...
 *     }
 * }
 * }</pre>
 *
 * <h2>Seeds</h2>
 * Names are found as {@link DynamoFixture#seed()} finds them. The files are read together with the tables of the
 * class's seed, so they may add items to those tables without defining them again; an item with the key of an item
 * already there replaces it, as PutItem would. A dataset with problems fails this test, with every problem's
 * {@code file:line:column}.
 */
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@ExtendWith(DynamoFixtureExtension.class)
public @interface DynamoSeed {
    /** The datasets to add for this test. */
    String[] value();
}

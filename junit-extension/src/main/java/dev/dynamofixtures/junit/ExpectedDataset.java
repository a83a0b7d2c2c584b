package dev.dynamofixtures.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Checks, after a test of a {@link DynamoFixture} class has passed, that its tables hold what a YAML dataset says,
 * and fails the test with a diff when they do not: which items are missing, which are extra, which attributes differ.
 *
 * <pre>{@code
 * @DynamoFixture(seed = "orders.yml")
 * class ShippingTest {
 *     @Test
 *     @ExpectedDataset(value = "orders-shipped.yml", ignore = "updated_at")
 *     void shipping_an_order(DynamoDbClient dynamo) {
 *         new Shipping(dynamo).ship("C1", "O1");
 *     }
 * }
 * }</pre>
 * with {@code orders-shipped.yml}:
 * <pre>{@code
 * items:
 *   orders:
 *     - { customer_id: C1, order_id: O1, status: SHIPPED, amount: 120, tracking: !regex 'TRK-\d{6}' }
 *     - { customer_id: C1, order_id: O2, status: SHIPPED, amount: 80 }
 * }</pre>
 *
 * <h2>What is compared</h2>
 * Only the tables the dataset has items for ({@code orders: []} says a table is empty). Items are matched by
 * primary key; values by DynamoDB's rules: numbers by value ({@code 200} = {@code 200.0} = {@code 2E2}), sets
 * unordered, binaries by content, lists and maps deeply. A value tagged {@code !regex} matches a string the
 * expression matches as a whole. In {@link Mode#EXACT} mode the tables hold exactly these items, each with exactly
 * these attributes; in {@link Mode#CONTAINS} mode they hold at least these items, each with at least these
 * attributes.
 *
 * <h2>Datasets</h2>
 * Names are found as {@link DynamoFixture#seed()} finds them and read together with the tables of the class's seed,
 * so a dataset writes only {@code items:}; a table the seed does not define (one the test creates) is defined
 * under {@code tables:} as in a seed. A dataset with problems fails the test with every problem's
 * {@code file:line:column}.
 *
 * <h2>Lifecycle</h2>
 * The check runs right after the test method, and only when it passed. On a method, the annotation replaces one on
 * the class; on a class (inherited by subclasses and {@code @Nested} classes) it applies to each of its tests.
 */
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ExtendWith(DynamoFixtureExtension.class)
public @interface ExpectedDataset {
    /** The datasets the tables must hold after the test, read together. */
    String[] value();

    /** Whether the tables hold exactly the dataset's items, or at least them. */
    Mode mode() default Mode.EXACT;

    /** Attributes not compared: {@code updated_at} in every table, {@code orders.updated_at} in one. */
    String[] ignore() default {};

    /** How the dataset's items are compared with the tables'. */
    enum Mode {
        /** The tables hold exactly these items, each with exactly these attributes. */
        EXACT,
        /** The tables hold at least these items, each with at least these attributes. */
        CONTAINS
    }
}

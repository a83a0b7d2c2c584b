package dev.dynamofixtures.junit.testcases.meta;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.junit.DynamoFixtureContext;
import dev.dynamofixtures.junit.testcases.Orders;
import dev.dynamofixtures.junit.testcases.OrdersFixture;
import org.junit.jupiter.api.Test;

/**
 * A fixture through a meta-annotation declared in another package: its seed names are found next to the annotation
 * and at the classpath root.
 */
@OrdersFixture
public class MetaAnnotationTestCases {
    @Test
    void gets_the_seed_of_the_meta_annotation(DynamoFixtureContext fixture) {
        assertThat(fixture.tables()).containsExactlyInAnyOrder("orders", "customers");
        assertThat(Orders.count(fixture.client())).isEqualTo(3);
    }

    /** Subclasses inherit the fixture. */
    public static class Inherited extends MetaAnnotationTestCases {
    }
}

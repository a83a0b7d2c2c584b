package dev.dynamofixtures.junit.testcases;

import dev.dynamofixtures.junit.DynamoFixture;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** A team's fixture, defined once: orders (next to this annotation) and customers (from the classpath root). */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Inherited
@DynamoFixture(seed = {"orders.yml", "datasets/customers.yml"})
public @interface OrdersFixture {
}

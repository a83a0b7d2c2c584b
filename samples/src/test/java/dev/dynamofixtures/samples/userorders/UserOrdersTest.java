package dev.dynamofixtures.samples.userorders;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.junit.DynamoFixture;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Users and orders on two table designs, seeded with the same users and orders: the overloaded GSI of the article
 * ({@code /datasets/users-orders-overloaded.yml}) and a multi-attribute GSI ({@code users-orders-multi-attribute.yml},
 * next to this class). The same scenarios ({@link UserOrdersScenarios}) run on each design, and the designs are
 * asked the same questions side by side. Runs unchanged on DynamoDB Local in CI.
 */
@DynamoFixture(seed = {"/datasets/users-orders-overloaded.yml", "users-orders-multi-attribute.yml"})
class UserOrdersTest {

    @Nested
    class OverloadedGsi extends UserOrdersScenarios {
        @Override
        UserOrders design(DynamoDbEnhancedClient enhanced) {
            return new OverloadedGsiUserOrders(enhanced);
        }
    }

    @Nested
    class MultiAttributeGsi extends UserOrdersScenarios {
        @Override
        UserOrders design(DynamoDbEnhancedClient enhanced) {
            return new MultiAttributeGsiUserOrders(enhanced);
        }
    }

    @Test
    void both_designs_answer_every_access_pattern_alike_for_every_user(DynamoDbEnhancedClient enhanced) {
        UserOrders overloaded = new OverloadedGsiUserOrders(enhanced);
        UserOrders multiAttribute = new MultiAttributeGsiUserOrders(enhanced);
        Instant from = Instant.parse("2025-10-20T00:00:00Z");
        Instant to = Instant.parse("2025-11-04T12:00:00Z");

        for (String user : new String[] {"123", "124", "125", "126", "127", "128", "999"}) {
            assertThat(multiAttribute.user(user)).as("user %s", user).isEqualTo(overloaded.user(user));
            assertThat(multiAttribute.orders(user)).as("orders of %s", user).isEqualTo(overloaded.orders(user));
            assertThat(multiAttribute.ordersPlacedBetween(user, from, to)).as("orders of %s in range", user)
                    .isEqualTo(overloaded.ordersPlacedBetween(user, from, to));
            overloaded.orders(user).forEach(order -> assertThat(multiAttribute.order(user, order.orderId()))
                    .as("order %s of %s", order.orderId(), user).contains(order));
        }
    }

    @Test
    void only_the_overloaded_design_stores_synthetic_key_attributes(DynamoDbEnhancedClient enhanced,
            DynamoDbClient dynamo) {
        // given the same order placed through each design
        Order order = new Order("ORD-3000", "126", "PENDING", new BigDecimal("5"),
                Instant.parse("2025-11-05T09:00:00Z"));
        new OverloadedGsiUserOrders(enhanced).place(order);
        new MultiAttributeGsiUserOrders(enhanced).place(order);
        Map<String, AttributeValue> key = Map.of("pk", AttributeValue.fromS("USER#126"),
                "sk", AttributeValue.fromS("ORDER#ORD-3000"));

        // then
        assertThat(dynamo.getItem(b -> b.tableName(OverloadedGsiUserOrders.TABLE).key(key)))
                .hasString("gsi_pk", "USER#126").hasString("gsi_sk", "ORDER#ORD-3000")
                .hasString("entityType", "ORDER").hasString("createdAt", "2025-11-05T09:00:00Z");
        assertThat(dynamo.getItem(b -> b.tableName(MultiAttributeGsiUserOrders.TABLE).key(key)))
                .hasNoAttribute("gsi_pk").hasNoAttribute("gsi_sk")
                .hasString("userId", "126").hasString("entityType", "ORDER").hasNumber("total", 5);
    }
}

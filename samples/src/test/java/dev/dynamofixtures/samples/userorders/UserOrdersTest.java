package dev.dynamofixtures.samples.userorders;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoFixtureContext;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Users and orders on two table designs, seeded with the same users and orders: the overloaded GSI of the article
 * ({@code /datasets/users-orders-overloaded.yml}) and a multi-attribute GSI ({@code users-orders-multi-attribute.yml},
 * next to this class). The same scenarios ({@link UserOrdersScenarios}) run on each design, and the designs are
 * asked the same questions side by side; the operation log shows what each design reads to answer them. Runs
 * unchanged on DynamoDB Local in CI.
 */
@DynamoFixture(seed = {"/datasets/users-orders-overloaded.yml", "users-orders-multi-attribute.yml"})
class UserOrdersTest {

    @Nested
    class OverloadedGsi extends UserOrdersScenarios {
        @Override
        UserOrders design(DynamoDbEnhancedClient enhanced) {
            return new OverloadedGsiUserOrders(enhanced);
        }

        @Override
        String index() {
            return OverloadedGsiUserOrders.INDEX;
        }
    }

    @Nested
    class MultiAttributeGsi extends UserOrdersScenarios {
        @Override
        UserOrders design(DynamoDbEnhancedClient enhanced) {
            return new MultiAttributeGsiUserOrders(enhanced);
        }

        @Override
        String index() {
            return MultiAttributeGsiUserOrders.INDEX;
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
    void the_overloaded_design_reads_all_a_users_orders_for_a_date_range_the_multi_attribute_one_only_those_in_it(
            DynamoFixtureContext dynamo, DynamoDbEnhancedClient enhanced) {
        Instant from = Instant.parse("2025-10-05T12:00:00Z");
        Instant to = Instant.parse("2025-10-27T10:10:00Z");

        // when each design answers the same question
        List<Order> overloaded = new OverloadedGsiUserOrders(enhanced).ordersPlacedBetween("125", from, to);
        List<Order> multiAttribute = new MultiAttributeGsiUserOrders(enhanced).ordersPlacedBetween("125", from, to);

        // then alike
        assertThat(multiAttribute).hasSize(3).isEqualTo(overloaded);
        // readme:user-orders-reads
        // the overloaded index can only select the user's orders: it reads all five, and its filter drops two
        assertThat(dynamo.operations()).onTable(OverloadedGsiUserOrders.TABLE).hasCalls(1)
                .lastCall().usesIndex(OverloadedGsiUserOrders.INDEX)
                .hasKeyConditionShape("gsi_pk = :value AND begins_with(gsi_sk, :value)")
                .hasItemsRead(5).hasItemsReturned(3);
        // the multi-attribute index has the date range in its key condition: it reads the three it returns
        assertThat(dynamo.operations()).onTable(MultiAttributeGsiUserOrders.TABLE).hasCalls(1)
                .readsAtMostTimesWhatItReturns(1)
                .lastCall().usesIndex(MultiAttributeGsiUserOrders.INDEX)
                .hasKeyConditionShape("userId = :value AND entityType = :value AND createdAt BETWEEN :value AND :value")
                .hasItemsRead(3).hasItemsReturned(3);
        // end:user-orders-reads
        // which a bound on what a call may read per item it returns reports, with the filter to blame
        assertThatThrownBy(() -> assertThat(dynamo.operations()).onTable(OverloadedGsiUserOrders.TABLE)
                .readsAtMostTimesWhatItReturns(1))
                .hasMessage(String.join("\n", "",
                        "Expecting each of the 1 call on table users-orders to read at most 1 times the items it "
                                + "returns",
                        "but 1 of them read more:",
                        "  #  operation  table         index          read  returned  capacity  request",
                        "  1  Query      users-orders  UserOrdersGSI  5     3         0.5 RCU   KeyConditionExpression: "
                                + "gsi_pk = :value AND begins_with(gsi_sk, :value)  FilterExpression: createdAt "
                                + "BETWEEN :from AND :to",
                        "A FilterExpression is applied after the items are read, and every item read is paid for: put "
                                + "the condition in the KeyConditionExpression instead, on an index whose key holds "
                                + "the filtered attributes."));
    }

    @Test
    void a_week_of_a_year_of_daily_orders_costs_the_overloaded_design_fourteen_times_the_read_units(
            DynamoFixtureContext dynamo, DynamoDbEnhancedClient enhanced) {
        // given user 128 places an order a day for a year, through each design
        UserOrders overloaded = new OverloadedGsiUserOrders(enhanced);
        UserOrders multiAttribute = new MultiAttributeGsiUserOrders(enhanced);
        Instant newYear = Instant.parse("2025-01-01T10:00:00Z");
        IntStream.range(0, 365).mapToObj(day -> new Order(String.format("ORD-%04d", 5000 + day), "128", "DELIVERED",
                new BigDecimal("19.90"), newYear.plus(day, ChronoUnit.DAYS))).forEach(order -> {
                    overloaded.place(order);
                    multiAttribute.place(order);
                });
        dynamo.operations().clear();
        Instant from = Instant.parse("2025-06-01T00:00:00Z");
        Instant to = Instant.parse("2025-06-08T00:00:00Z");

        // when
        assertThat(overloaded.ordersPlacedBetween("128", from, to)).hasSize(7);
        assertThat(multiAttribute.ordersPlacedBetween("128", from, to)).hasSize(7);

        // then the overloaded design read the year's 365 orders (about 150 bytes each: 14 blocks of 4 KB, at 0.5 RCU
        // each as an index Query is eventually consistent), the multi-attribute design the week's 7 (one block)
        assertThat(dynamo.operations()).onTable(OverloadedGsiUserOrders.TABLE).hasCalls(1)
                .lastCall().hasItemsRead(365).hasItemsReturned(7);
        assertThat(dynamo.operations()).onTable(MultiAttributeGsiUserOrders.TABLE).hasCalls(1)
                .lastCall().hasItemsRead(7).hasItemsReturned(7);
        assertThat(dynamo.operations()).onTable(OverloadedGsiUserOrders.TABLE).consumedReadCapacity().isEqualTo(7.0);
        assertThat(dynamo.operations()).onTable(MultiAttributeGsiUserOrders.TABLE).consumedReadCapacity()
                .isEqualTo(0.5);
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

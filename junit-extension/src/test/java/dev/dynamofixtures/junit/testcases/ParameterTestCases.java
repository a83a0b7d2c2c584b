package dev.dynamofixtures.junit.testcases;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.MutableClock;
import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoSeed;
import java.net.URI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbWaiter;

/** Parameters the fixture cannot supply fail with a message; other extensions' parameters are left to them. */
@DynamoFixture(seed = "orders.yml")
@ExtendWith(ParameterTestCases.Greetings.class)
public class ParameterTestCases {
    @Test
    void asks_for_a_waiter(DynamoDbWaiter waiter) {
    }

    @Test
    void asks_for_a_mutable_clock_without_a_fixed_clock(MutableClock clock) {
    }

    @Test
    void takes_another_extensions_parameter_beside_a_client(String greeting, DynamoDbClient dynamo) {
        assertThat(greeting).isEqualTo("hello");
        assertThat(Orders.count(dynamo)).isEqualTo(3);
    }

    @ParameterizedTest
    @ValueSource(strings = "http://example.com")
    void takes_a_uri_argument_of_a_parameterized_test(URI uri, DynamoDbClient dynamo) {
        assertThat(uri).hasHost("example.com");
    }

    @Test
    @DynamoSeed("bad-extra.yml")
    void has_a_method_seed_with_problems() {
    }

    /** Supplies strings, as another extension would. */
    static class Greetings implements ParameterResolver {
        @Override
        public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
            return parameter.getParameter().getType() == String.class;
        }

        @Override
        public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
            return "hello";
        }
    }
}

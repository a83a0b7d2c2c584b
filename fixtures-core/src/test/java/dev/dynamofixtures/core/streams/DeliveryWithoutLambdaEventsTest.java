package dev.dynamofixtures.core.streams;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.io.File;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** aws-lambda-java-events is optional: without it on the classpath, records are still delivered as SDK Records. */
class DeliveryWithoutLambdaEventsTest {

    /** Runs in a class loader that cannot see aws-lambda-java-events: delivers one record, returns how many. */
    public static int deliverOne() {
        try (InMemoryDynamo dynamo = InMemoryDynamo.create()) {
            StreamsTestSupport.createTable(dynamo.client(), "orders", "KEYS_ONLY");
            dynamo.client().putItem(b -> b.tableName("orders").item(java.util.Map.of(
                    "pk", AttributeValue.fromS("a"), "sk", AttributeValue.fromN("1"))));
            List<Object> seen = new ArrayList<>();
            dynamo.streams().deliver("orders", seen::addAll);
            return seen.size();
        }
    }

    @Test
    void recordsAreDeliveredWhenLambdaEventsIsNotOnTheClasspath() throws Exception {
        List<URL> urls = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (!entry.contains("aws-lambda-java-events")) {
                urls.add(new File(entry).toURI().toURL());
            }
        }
        try (URLClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new),
                ClassLoader.getPlatformClassLoader())) {
            assertThatThrownBy(() -> loader.loadClass("com.amazonaws.services.lambda.runtime.events.DynamodbEvent"))
                    .as("the events library is out of sight").isInstanceOf(ClassNotFoundException.class);
            Method deliverOne = loader.loadClass(DeliveryWithoutLambdaEventsTest.class.getName())
                    .getMethod("deliverOne");
            deliverOne.setAccessible(true);
            assertThat(deliverOne.invoke(null)).isEqualTo(1);
        }
    }
}

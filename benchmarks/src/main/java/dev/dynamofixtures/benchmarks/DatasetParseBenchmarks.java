package dev.dynamofixtures.benchmarks;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dynamofixtures.core.internal.dataset.JacksonNodes;
import dev.dynamofixtures.core.internal.dataset.Node;
import dev.dynamofixtures.core.internal.dataset.YamlNodes;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Reading a large YAML dataset: 100,000 order items, one flow mapping per line (as {@code Dataset.writeYaml} writes
 * them), each with eight attributes including a nested mapping and a list. The yardstick is Jackson reading the
 * same items written as JSON into maps; against it, Jackson's YAML parser (SnakeYAML underneath) into positioned
 * {@link Node} trees, and {@link YamlNodes#parse}, which takes FastYaml's single pass for this shape.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
public class DatasetParseBenchmarks {
    private static final int ITEMS = 100_000;
    private static final String[] STATUSES = {"PENDING", "SHIPPED", "DELIVERED", "CANCELLED"};
    private static final String[] CITIES = {"Paris", "Lyon", "Berlin", "New York", "São Paulo"};

    private final ObjectMapper mapper = new ObjectMapper();
    private String json;
    private String yaml;

    @Setup(Level.Trial)
    public void write() {
        Random random = new Random(42);
        StringBuilder jsonText = new StringBuilder(ITEMS * 200).append("[\n");
        StringBuilder yamlText = new StringBuilder(ITEMS * 200).append("items:\n  orders:\n");
        for (int i = 0; i < ITEMS; i++) {
            String id = String.format("K%06d", i);
            String customer = Integer.toHexString(0x100000 + random.nextInt(0xEFFFFF)).toUpperCase();
            String status = STATUSES[random.nextInt(STATUSES.length)];
            String date = String.format("2025-%02d-%02d", 1 + random.nextInt(12), 1 + random.nextInt(28));
            String amount = random.nextBoolean() ? String.valueOf(random.nextInt(10_000))
                    : random.nextInt(1000) + "." + (10 + random.nextInt(90));
            boolean paid = random.nextBoolean();
            String city = CITIES[random.nextInt(CITIES.length)];
            String zip = String.format("%05d", random.nextInt(100_000));
            String tag = random.nextBoolean() ? "gift" : "express";
            jsonText.append(i == 0 ? "" : ",\n").append("{\"order_id\": \"").append(id)
                    .append("\", \"customer_id\": \"").append(customer).append("\", \"status\": \"").append(status)
                    .append("\", \"order_date\": \"").append(date).append("\", \"amount\": ").append(amount)
                    .append(", \"paid\": ").append(paid).append(", \"tags\": [\"").append(tag)
                    .append("\", \"priority\"], \"address\": {\"city\": \"").append(city).append("\", \"zip\": \"")
                    .append(zip).append("\"}}");
            yamlText.append("    - { order_id: ").append(id).append(", customer_id: ").append(customer)
                    .append(", status: ").append(status).append(", order_date: ").append(date).append(", amount: ")
                    .append(amount).append(", paid: ").append(paid).append(", tags: [").append(tag)
                    .append(", priority], address: { city: ").append(city).append(", zip: \"").append(zip)
                    .append("\" } }\n");
        }
        json = jsonText.append("\n]\n").toString();
        yaml = yamlText.toString();
    }

    /** The yardstick: the items as JSON, read by Jackson's databind into maps. */
    @Benchmark
    public List<Map<String, Object>> jacksonJsonToMaps() throws Exception {
        return mapper.readValue(json, new TypeReference<List<Map<String, Object>>>() { });
    }

    /** The items as YAML, read by Jackson's YAML parser (SnakeYAML) into positioned nodes: the reference reader. */
    @Benchmark
    public Node jacksonYamlToNodes() {
        return JacksonNodes.yaml("orders.yml", yaml);
    }

    /** The items as YAML, read by what datasets use: FastYaml, falling back to Jackson (it does not here). */
    @Benchmark
    public Node yamlNodesToNodes() {
        return YamlNodes.parse("orders.yml", yaml);
    }
}

package dev.dynamofixtures.junit.testcases;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.junit.DynamoFixture;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Keeps the engines it is given, for the test that checks they are closed once their class and tests are done. */
@DynamoFixture(seed = "orders.yml")
public class ClosingTestCases {
    public static final List<InMemoryDynamo> CLASS_ENGINES = new CopyOnWriteArrayList<>();
    public static final List<InMemoryDynamo> TEST_ENGINES = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void keepTheClassEngine(InMemoryDynamo engine) {
        CLASS_ENGINES.add(engine);
    }

    @Test
    void first(InMemoryDynamo engine) {
        TEST_ENGINES.add(engine);
    }

    @Test
    void second(InMemoryDynamo engine) {
        TEST_ENGINES.add(engine);
    }
}

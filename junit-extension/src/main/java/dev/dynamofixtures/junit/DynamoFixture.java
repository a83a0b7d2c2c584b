package dev.dynamofixtures.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Gives a test class a DynamoDB seeded from YAML datasets: the seed is loaded once for the class, and every test
 * method runs on its own fork of it, so no test sees another's writes.
 *
 * <pre>{@code
 * @DynamoFixture(seed = "orders.yml")
 * class OrdersDashboardTest {
 *     @Test
 *     void pending_orders_above_100(DynamoDbClient dynamo) {
 *         ...
 *     }
 * }
 * }</pre>
 *
 * <h2>Seeds</h2>
 * Each name in {@link #seed()} is a classpath resource, looked up next to the test class first
 * ({@code "orders.yml"} in the test's package, then in the package of a superclass or of the annotation that
 * declares the fixture) and then from the classpath root; a name starting with {@code /} is absolute; a name
 * starting with {@code file:} is a file path, relative to the working directory. All of a class's seeds are read
 * together, as one dataset: a file may add items to a table another defines; CloudFormation, SAM and serverless
 * templates, DynamoDB JSON and NoSQL Workbench models are recognised by their content. {@link DynamoSeed} adds
 * datasets for one test method.
 *
 * <h2>Lifecycle</h2>
 * The seed is read and loaded once, before the class's first test, into one database that lives until the class
 * is done; a seed with problems fails the class once, with every problem's {@code file:line:column}. A class with
 * no test methods costs nothing. Each test method gets a fork of that database the first time it (or its
 * {@code @BeforeEach} method, or a field) asks for anything; on the default {@code in-memory} backend a fork is made
 * in O(1) and discarded after the test.
 *
 * <h2>Injection</h2>
 * Parameters of constructors, test methods and lifecycle methods, and the instance fields of the test class that
 * are still {@code null} before each test, of these types: {@code DynamoDbClient}, {@code DynamoDbAsyncClient},
 * {@code DynamoDbEnhancedClient} (when the enhanced client is on the classpath), {@code java.net.URI} (the
 * database's HTTP endpoint, started only when something asks for it), {@link dev.dynamofixtures.core.MutableClock}
 * (with {@link #clock()}), {@link dev.dynamofixtures.core.InMemoryDynamo} (on the {@code in-memory} backend) and
 * {@link DynamoFixtureContext}. Within one test, everything injected is the same database: the test's fork.
 * {@code @BeforeAll} and {@code @AfterAll} parameters, and the constructor parameters and fields of a
 * {@code @TestInstance(PER_CLASS)} instance, are the class's database itself: what they write, every later test
 * starts from.
 *
 * <h2>Nested classes and inheritance</h2>
 * {@code @Nested} classes use their enclosing class's fixture (the same seeded database, a fork per test) unless
 * they declare their own. Subclasses inherit the annotation, and it works as a meta-annotation:
 * <pre>{@code
 * @Target(ElementType.TYPE)
 * @Retention(RetentionPolicy.RUNTIME)
 * @DynamoFixture(seed = "/datasets/orders.yml", clock = "2030-01-01T09:00:00Z")
 * public @interface OrdersFixture {
 * }
 * }</pre>
 *
 * <h2>When a test fails</h2>
 * The tables of its fork are written as a YAML dataset to
 * {@code target/dynamo-fixtures/<test class>/<test method>.yml} (the folder is set by the configuration parameter
 * or system property {@code dynamofixtures.dumpDir}), and the file's path is published as the report entry
 * {@code dynamo-fixtures.dump}: read it, or seed a test with it to reproduce the failure.
 */
@Target({ElementType.TYPE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ExtendWith(DynamoFixtureExtension.class)
public @interface DynamoFixture {
    /** The datasets to seed the class's database with, read together (see <em>Seeds</em> above). */
    String[] seed() default {};

    /**
     * The instant the database's clock stands at when the class starts ({@code "2030-01-01T09:00:00Z"}), in ISO-8601;
     * empty for the system clock. With a fixed clock, relative times in datasets ({@code !epoch now+1h}) are computed
     * from it, and each test gets its own {@link dev.dynamofixtures.core.MutableClock} starting there, to move
     * before calling {@link DynamoFixtureContext#expireItems()}.
     */
    String clock() default "";

    /**
     * Where the tests' DynamoDB runs: {@code "in-memory"} (the default: this library's engine, forked per test),
     * {@code "dynamodb-local"} (Amazon's DynamoDB Local in-process, no Docker), {@code "testcontainers"} (DynamoDB
     * Local in Docker; the class is skipped where no Docker engine runs) or {@code "endpoint"} (any DynamoDB at a
     * URL). On the last three, tests cannot fork: the tables are deleted, recreated and seeded again before each test,
     * tests of a class run one at a time, and the in-memory backend's extras ({@link
     * dev.dynamofixtures.core.MutableClock}, {@link DynamoFixtureContext#expireItems()},
     * {@link DynamoFixtureContext#engine()}) fail with a message saying so. The configuration parameter or system
     * property {@code dynamofixtures.backend}, or else the environment variable {@code DYNAMOFIXTURES_BACKEND},
     * overrides it for the whole run.
     */
    String backend() default "";

    /**
     * On a remote backend, the prefix the server's table names get ({@code "ci_orders_"}: the test's {@code orders}
     * is the server's {@code ci_orders_orders}); test code, injected clients, the endpoint and the datasets keep the
     * plain names. Empty (the default) for a prefix unique to the class and run, {@code dfx_<run id>_<n>_}, so classes
     * and runs sharing a server never see each other's tables; classes given the same prefix share tables, so do not
     * run them at the same time. The class's tables are deleted when it finishes. Ignored by the in-memory backend.
     */
    String tablePrefix() default "";
}

package dev.dynamofixtures.benchmarks;

import dev.dynamofixtures.benchmarks.fixture.FixtureSeedFile;
import dev.dynamofixtures.benchmarks.fixture.PlainHundredTests;
import dev.dynamofixtures.benchmarks.fixture.PlainOneTest;
import dev.dynamofixtures.benchmarks.fixture.PlainThousandTests;
import dev.dynamofixtures.benchmarks.fixture.SeededHundredTests;
import dev.dynamofixtures.benchmarks.fixture.SeededOneTest;
import dev.dynamofixtures.benchmarks.fixture.SeededThousandTests;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What {@code @DynamoFixture} costs a test suite: whole test classes run through the JUnit Platform Launcher, as a
 * build tool runs them, on a 10,000-order YAML seed.
 *
 * <ul>
 *   <li>The extension's cost per test (fork, inject, discard) on {@code in-memory}: the seeded class of 100 methods
 *       minus the seeded class of 1 (which removes the class's own cost, reading and seeding the 10,000 items), minus
 *       the same difference for the plain JUnit classes, divided by 99; and, more precisely (the signal ten times
 *       the seeding's noise), the same with the classes of 1,000 methods, divided by 999.</li>
 *   <li>The whole seeded 100-method class on {@code in-memory} and on {@code dynamodb-local} (where every test but
 *       the first deletes the tables, recreates them and reloads the seed): run the latter alone, single shot, as
 *       {@code FixtureBenchmarks.hundredTestsOnDynamodbLocal -bm ss -wi 0 -i 1}: one run takes minutes.</li>
 * </ul>
 * Each launcher execution is a new JUnit run, so the seed is read again every time, as in a build.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5)
@Measurement(iterations = 5)
@Fork(1)
public class FixtureBenchmarks {
    private static final String BACKEND_PROPERTY = "dynamofixtures.backend";

    private Path resources;
    private FixtureRuns runs;

    @Setup
    public void writeSeed() throws IOException {
        resources = Files.createTempDirectory("fixture-benchmarks");
        runs = new FixtureRuns(FixtureSeedFile.writeUnder(resources));
    }

    @TearDown
    public void deleteSeed() {
        System.clearProperty(BACKEND_PROPERTY);
        try (Stream<Path> files = Files.walk(resources)) {
            files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Benchmark
    public long hundredTestsOnInMemory() {
        return runs.run(SeededHundredTests.class, 100);
    }

    @Benchmark
    public long oneTestOnInMemory() {
        return runs.run(SeededOneTest.class, 1);
    }

    @Benchmark
    public long hundredPlainTests() {
        return runs.run(PlainHundredTests.class, 100);
    }

    @Benchmark
    public long onePlainTest() {
        return runs.run(PlainOneTest.class, 1);
    }

    @Benchmark
    public long thousandTestsOnInMemory() {
        return runs.run(SeededThousandTests.class, 1000);
    }

    @Benchmark
    public long thousandPlainTests() {
        return runs.run(PlainThousandTests.class, 1000);
    }

    @Benchmark
    public long hundredTestsOnDynamodbLocal() {
        System.setProperty(BACKEND_PROPERTY, "dynamodb-local");
        try {
            return runs.run(SeededHundredTests.class, 100);
        } finally {
            System.clearProperty(BACKEND_PROPERTY);
        }
    }
}

package dev.dynamofixtures.benchmarks;

import dev.dynamofixtures.benchmarks.fixture.RealisticTwentyTests;
import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.dataset.Dataset;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * A whole test class the way {@code mvn test} runs it, on each backend: a fresh JVM (the same {@code java}, this
 * JVM's classpath) runs {@link RealisticTwentyTests} (20 tests of GetItem, Query, PutItem, UpdateItem on a realistic
 * YAML seed) through the JUnit Platform Launcher; the time is from just before the process starts to the moment its
 * last test finished (and, apart, to the process's exit). N runs a backend, alternating backends; medians printed.
 *
 * <pre>
 * java -cp "$(cat cp)" dev.dynamofixtures.benchmarks.WholeTestClass [runs=5] [backends=in-memory,dynamodb-local]
 *     [seedItems=1000] [jvmArgs="-XX:SharedArchiveFile=app.jsa"]
 * </pre>
 *
 * The seed holds the first {@code seedItems} orders of {@link RealisticOrders} (1,000 by default: on
 * {@code dynamodb-local} every test after the first deletes, recreates and reloads the tables, so a 10,000-item seed
 * makes each run a minute). {@code jvmArgs} are passed to the test JVMs (e.g. a class-data sharing archive).
 */
public final class WholeTestClass {
    /** What the child prints: the wall-clock instant its last test finished, in nanoseconds since the epoch. */
    private static final String LAST_TEST = "LAST_TEST_FINISHED_EPOCH_NANOS=";
    /** And the CPU time the whole process had used by then (all threads: the JIT's and the collector's too). */
    private static final String CPU = "PROCESS_CPU_NANOS=";

    private WholeTestClass() {
    }

    public static void main(String[] args) throws Exception {
        ChildJvm.Options options = ChildJvm.Options.parse(args, "seedItems=N", "seedItems");
        int runs = options.runs();
        List<String> backends = options.backends();
        int seedItems = Integer.parseInt(options.own("seedItems", "1000"));
        List<String> jvmArgs = options.jvmArgs();
        // The seed goes into a jar at a fixed path: a class-data sharing archive needs the same classpath at every
        // run, and JDK 17 refuses to write one while a non-empty directory is on the classpath.
        Path seedJar = Path.of(System.getProperty("java.io.tmpdir"), "dynamo-fixtures-whole-test-class-seed.jar");
        writeSeed(seedJar, seedItems);
        long[][] toLastTest = new long[backends.size()][runs];
        long[][] toExit = new long[backends.size()][runs];
        long[][] cpu = new long[backends.size()][runs];
        for (int run = 0; run < runs; run++) {
            for (int b = 0; b < backends.size(); b++) {
                long[] times = runOnce(seedJar, backends.get(b), jvmArgs);
                toLastTest[b][run] = times[0];
                toExit[b][run] = times[1];
                cpu[b][run] = times[2];
                System.out.printf("  run %d, %s: last test finished after %d ms (process CPU time %d ms), JVM exited"
                        + " after %d ms%n", run + 1, backends.get(b), times[0] / 1_000_000, times[2] / 1_000_000,
                        times[1] / 1_000_000);
            }
        }
        System.out.printf("%n%s, %d tests, seed of %,d realistic orders, %d fresh JVMs a backend%s%n",
                RealisticTwentyTests.class.getSimpleName(), RealisticTwentyTests.TESTS, seedItems, runs,
                jvmArgs.isEmpty() ? "" : ", JVM options " + String.join(" ", jvmArgs));
        System.out.println("| backend | process start to last test finished (median) | min | max | to JVM exit (median)"
                + " | process CPU time to last test (median) |");
        System.out.println("| --- | ---: | ---: | ---: | ---: | ---: |");
        for (int b = 0; b < backends.size(); b++) {
            long[] sorted = toLastTest[b].clone();
            Arrays.sort(sorted);
            System.out.printf(Locale.ROOT, "| %s | %,d ms | %,d ms | %,d ms | %,d ms | %,d ms |%n", backends.get(b),
                    ChildJvm.median(toLastTest[b]) / 1_000_000, sorted[0] / 1_000_000,
                    sorted[sorted.length - 1] / 1_000_000,
                    ChildJvm.median(toExit[b]) / 1_000_000, ChildJvm.median(cpu[b]) / 1_000_000);
        }
    }

    /** One fresh JVM: returns {nanoseconds to its last test finished, to its exit, its CPU time to its last test}. */
    private static long[] runOnce(Path seedJar, String backend, List<String> jvmArgs) throws Exception {
        List<String> jvmOptions = new ArrayList<>(jvmArgs);
        jvmOptions.add("-Ddynamofixtures.backend=" + backend);
        List<String> command = ChildJvm.command(jvmOptions, List.of(seedJar), Child.class);
        long startEpochNanos = ChildJvm.epochNanos();
        long start = System.nanoTime();
        ChildJvm.Exited child = ChildJvm.run(command);
        long exited = System.nanoTime() - start;
        int exit = child.exit();
        String output = child.output();
        if (exit != 0 || !output.contains(LAST_TEST)) {
            throw new IllegalStateException("the test JVM failed (exit " + exit + "):\n" + output);
        }
        String line = output.substring(output.indexOf(LAST_TEST) + LAST_TEST.length()).lines().findFirst().orElseThrow();
        String cpu = output.substring(output.indexOf(CPU) + CPU.length()).lines().findFirst().orElseThrow();
        return new long[] {Long.parseLong(line.trim()) - startEpochNanos, exited, Long.parseLong(cpu.trim())};
    }

    /**
     * Writes the first {@code items} realistic orders as a YAML dataset into {@code jar}, where the test class finds it.
     * The jar's bytes are the same at every run, and an unchanged jar is not rewritten: a class-data sharing archive
     * is refused when a jar on its classpath has changed since it was made.
     */
    static void writeSeed(Path jar, int items) {
        RealisticOrders orders = new RealisticOrders(RealisticOrders.Shape.REALISTIC);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (InMemoryDynamo dynamo = InMemoryDynamo.create(); JarOutputStream out = new JarOutputStream(bytes)) {
            var client = dynamo.client();
            client.createTable(RealisticOrders.createTableRequest(RealisticOrders.TABLE));
            for (int first = 0; first < items; first += 25) {
                List<WriteRequest> writes = new ArrayList<>();
                for (int n = first; n < Math.min(items, first + 25); n++) {
                    writes.add(WriteRequest.builder().putRequest(PutRequest.builder()
                            .item(orders.item(orders.order(n))).build()).build());
                }
                client.batchWriteItem(b -> b.requestItems(Map.of(RealisticOrders.TABLE, writes)));
            }
            JarEntry entry = new JarEntry(RealisticTwentyTests.class.getPackageName().replace('.', '/') + "/"
                    + RealisticTwentyTests.SEED);
            entry.setTime(0);
            out.putNextEntry(entry);
            out.write(Dataset.export(client, RealisticOrders.TABLE).toYaml().getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            if (!Files.exists(jar) || !Arrays.equals(Files.readAllBytes(jar), bytes.toByteArray())) {
                Files.write(jar, bytes.toByteArray());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The test JVM's entry point: runs the class, prints when its last test finished, fails unless all passed. */
    public static final class Child {
        private Child() {
        }

        public static void main(String[] args) {
            AtomicLong lastTest = new AtomicLong();
            AtomicLong cpuTime = new AtomicLong();
            var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
            TestExecutionListener clock = new TestExecutionListener() {
                @Override
                public void executionFinished(TestIdentifier test, TestExecutionResult result) {
                    if (test.isTest()) {
                        lastTest.set(ChildJvm.epochNanos());
                        cpuTime.set(os.getProcessCpuTime());
                    }
                }
            };
            SummaryGeneratingListener summary = new SummaryGeneratingListener();
            Launcher launcher = LauncherFactory.create();
            launcher.execute(LauncherDiscoveryRequestBuilder.request().selectors(selectClass(RealisticTwentyTests.class))
                    .build(), summary, clock);
            var result = summary.getSummary();
            if (result.getTestsSucceededCount() != RealisticTwentyTests.TESTS || result.getTotalFailureCount() != 0) {
                result.printFailuresTo(new java.io.PrintWriter(System.out, true), 20);
                System.exit(1);
            }
            System.out.println(LAST_TEST + lastTest.get());
            System.out.println(CPU + cpuTime.get());
            System.exit(0);
        }
    }
}

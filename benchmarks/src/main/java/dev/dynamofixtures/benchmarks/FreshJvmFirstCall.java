package dev.dynamofixtures.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The first successful call in a fresh JVM, on each backend: a new JVM (the same {@code java}, this classpath) creates
 * the database, CreateTable with the multi-attribute GSI, PutItem, GetItem ({@link RealisticOrders#firstCallOnNewDatabase})
 * and exits. Measured: process start to that call done, and the call alone ({@code System.nanoTime} around it, class
 * loading included); with {@code classes=true} also the classes loaded before the call was done
 * ({@code -Xlog:class+load}), by origin. N runs a backend, alternating, medians printed.
 *
 * <pre>
 * java -cp "$(cat cp)" dev.dynamofixtures.benchmarks.FreshJvmFirstCall [runs=5] [backends=in-memory,dynamodb-local]
 *     [classes=true] [jvmArgs="-XX:SharedArchiveFile=app.jsa"]
 * </pre>
 */
public final class FreshJvmFirstCall {
    private static final String DONE = "FIRST_CALL_DONE_EPOCH_NANOS=";
    private static final String CALL = "FIRST_CALL_NANOS=";
    private static final String CPU = "FIRST_CALL_THREAD_CPU_NANOS=";
    private static final String CALL_START = "FIRST_CALL_STARTS";

    /** Origins of loaded classes, by package prefix, in the order they are tried. */
    private static final Map<String, String> ORIGINS = origins();

    private FreshJvmFirstCall() {
    }

    private static Map<String, String> origins() {
        Map<String, String> origins = new LinkedHashMap<>();
        origins.put("dev.dynamofixtures.benchmarks", "benchmark driver");
        origins.put("dev.dynamofixtures", "engine (dev.dynamofixtures)");
        origins.put("software.amazon.awssdk", "AWS SDK v2");
        origins.put("software.amazon.eventstream", "AWS SDK v2");
        origins.put("software.amazon.dynamodb", "DynamoDB Local");
        origins.put("com.amazonaws", "DynamoDB Local");
        origins.put("com.almworks.sqlite4java", "DynamoDB Local");
        origins.put("kotlin", "DynamoDB Local");
        origins.put("org.antlr", "DynamoDB Local");
        origins.put("org.eclipse.jetty", "DynamoDB Local");
        origins.put("com.fasterxml.jackson", "Jackson / YAML");
        origins.put("org.yaml", "Jackson / YAML");
        origins.put("org.snakeyaml", "Jackson / YAML");
        origins.put("org.pcollections", "pcollections");
        origins.put("org.apache", "Apache (commons, logging, HTTP)");
        origins.put("org.slf4j", "SLF4J");
        origins.put("io.netty", "Netty");
        origins.put("org.reactivestreams", "reactive streams");
        origins.put("java.", "JDK");
        origins.put("javax.", "JDK");
        origins.put("jdk.", "JDK");
        origins.put("sun.", "JDK");
        origins.put("com.sun.", "JDK");
        return origins;
    }

    public static void main(String[] args) throws Exception {
        ChildJvm.Options options = ChildJvm.Options.parse(args, "classes=true", "classes");
        int runs = options.runs();
        List<String> backends = options.backends();
        boolean classes = Boolean.parseBoolean(options.own("classes", "false"));
        List<String> jvmArgs = options.jvmArgs();
        long[][] toDone = new long[backends.size()][runs];
        long[][] call = new long[backends.size()][runs];
        long[][] cpu = new long[backends.size()][runs];
        List<Map<String, Integer>> loaded = new ArrayList<>();
        for (int b = 0; b < backends.size(); b++) {
            loaded.add(new LinkedHashMap<>());
        }
        for (int run = 0; run < runs; run++) {
            for (int b = 0; b < backends.size(); b++) {
                List<String> jvmOptions = new ArrayList<>(jvmArgs);
                if (classes && run == 0) {
                    jvmOptions.add("-Xlog:class+load=info:stdout");
                }
                String output = launch(backends.get(b), jvmOptions);
                toDone[b][run] = value(output, DONE) - Long.parseLong(output.substring(0, output.indexOf('\n')).trim());
                call[b][run] = value(output, CALL);
                cpu[b][run] = value(output, CPU);
                if (classes && run == 0) {
                    count(output, loaded.get(b));
                }
                System.out.printf("  run %d, %s: process start to first call done %d ms, the call itself %.1f ms"
                        + " (its thread's CPU time %.1f ms)%n", run + 1, backends.get(b), toDone[b][run] / 1_000_000,
                        call[b][run] / 1e6, cpu[b][run] / 1e6);
            }
        }
        System.out.printf("%nFirst successful call (create the database, CreateTable, PutItem, GetItem) in a fresh JVM,"
                + " %d runs a backend%s%n", runs, jvmArgs.isEmpty() ? "" : ", JVM options " + String.join(" ", jvmArgs));
        System.out.println("| backend | process start to first call done (median) | the call itself (median)"
                + " | the call's thread CPU time (median) |");
        System.out.println("| --- | ---: | ---: | ---: |");
        for (int b = 0; b < backends.size(); b++) {
            System.out.printf(Locale.ROOT, "| %s | %,d ms | %,.1f ms | %,.1f ms |%n", backends.get(b),
                    ChildJvm.median(toDone[b]) / 1_000_000, ChildJvm.median(call[b]) / 1e6,
                    ChildJvm.median(cpu[b]) / 1e6);
        }
        if (classes) {
            System.out.println();
            System.out.println("| classes loaded | " + String.join(" | ", backends) + " |");
            System.out.println("| --- |" + " ---: |".repeat(backends.size()));
            List<String> origins = new ArrayList<>();
            origins.add("before the call: JVM start-up, launcher, driver");
            origins.addAll(new java.util.LinkedHashSet<>(ORIGINS.values()));
            origins.add("other");
            origins.add("total during the call");
            for (String origin : origins) {
                StringBuilder row = new StringBuilder("| ").append(origin.startsWith("before") || origin.startsWith("total")
                        ? origin : "during the call: " + origin).append(" |");
                for (Map<String, Integer> counts : loaded) {
                    row.append(String.format(Locale.ROOT, " %,d |", counts.getOrDefault(origin, 0)));
                }
                System.out.println(row);
            }
        }
    }

    private static String launch(String backend, List<String> options) throws Exception {
        List<String> command = ChildJvm.command(options, List.of(), Child.class, backend);
        // The first line of the output is the launch instant, written here, so the child's output follows it.
        StringBuilder output = new StringBuilder().append(ChildJvm.epochNanos()).append('\n');
        ChildJvm.Exited child = ChildJvm.run(command);
        output.append(child.output());
        if (child.exit() != 0 || output.indexOf(DONE) < 0) {
            throw new IllegalStateException("the JVM failed:\n" + output);
        }
        return output.toString();
    }

    private static long value(String output, String name) {
        int at = output.indexOf(name) + name.length();
        return Long.parseLong(output.substring(at, output.indexOf('\n', at)).trim());
    }

    /**
     * Counts the {@code class,load} lines: those before the call started (the JVM's start-up and the driver's) as one
     * figure, those while it ran (between the two markers) by origin.
     */
    private static void count(String output, Map<String, Integer> counts) {
        int callStart = output.indexOf(CALL_START);
        counts.put("before the call: JVM start-up, launcher, driver",
                (int) output.substring(0, callStart).lines().filter(l -> l.contains("[class,load] ")).count());
        for (String line : output.substring(callStart, output.indexOf(DONE)).split("\n")) {
            int tag = line.indexOf("[class,load] ");
            if (tag < 0) {
                continue;
            }
            String name = line.substring(tag + "[class,load] ".length()).split(" ", 2)[0];
            String origin = "other";
            for (Map.Entry<String, String> prefix : ORIGINS.entrySet()) {
                if (name.startsWith(prefix.getKey())) {
                    origin = prefix.getValue();
                    break;
                }
            }
            counts.merge(origin, 1, Integer::sum);
            counts.merge("total during the call", 1, Integer::sum);
        }
    }

    /** The fresh JVM: one first call on the backend named by its argument. */
    public static final class Child {
        private Child() {
        }

        public static void main(String[] args) {
            RealisticOrders orders = new RealisticOrders(RealisticOrders.Shape.REALISTIC, 1);
            Backend backend = Backend.of(args[0]);
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            threads.getCurrentThreadCpuTime();
            System.out.println(CALL_START);
            System.out.flush();
            long cpuStart = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            orders.firstCallOnNewDatabase(backend);
            long call = System.nanoTime() - start;
            long cpu = threads.getCurrentThreadCpuTime() - cpuStart;
            long done = ChildJvm.epochNanos();
            System.out.println(DONE + done);
            System.out.println(CALL + call);
            System.out.println(CPU + cpu);
            System.out.flush();
            System.exit(0);
        }
    }
}

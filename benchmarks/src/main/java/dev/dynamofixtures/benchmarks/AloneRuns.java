package dev.dynamofixtures.benchmarks;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The README's "each alone in its JVM" figures in one command: {@link SideBySide} with {@code other=none} in fresh
 * JVMs, one backend each, alternating DynamoDB Local and the engine {@code runs} times, then per row the median of
 * the runs' medians, their range and the ratio of the two backends' medians.
 *
 * <p>Why several JVMs: on the virtual machines this project measures on, one JVM can run every row 1.4-4x slower than
 * the next with the same code and the same heap options (docs/performance.md, "Figures after the sixth pass"); the
 * median of a few JVMs is what holds from one day's runs to the next. Alternating the backends spreads the machine's
 * slow spells over both.
 *
 * <pre>
 * java -cp ... dev.dynamofixtures.benchmarks.AloneRuns [runs=3] [items=realistic,flat] [rows=...] [calls=N]
 *     [heavyCalls=N] [warmupMillis=N] [strings=held|fresh]
 * </pre>
 *
 * Every argument but {@code runs} goes to each {@link SideBySide} run as it is. Each child JVM gets the measuring heap
 * ({@link MeasuringHeap#OPTIONS}) and this JVM's classpath and {@code sqlite4java.library.path}.
 */
public final class AloneRuns {
    /** The two backends, in the order they take turns and the columns show them. */
    private static final List<String> BACKENDS = List.of("dynamodb-local", "in-memory");
    private static final List<String> PASSED = List.of("items", "rows", "calls", "heavyCalls", "warmupMillis",
            "strings");

    private AloneRuns() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        int runs = 3;
        List<String> passed = new ArrayList<>();
        for (String arg : args) {
            String[] kv = arg.split("=", 2);
            if (kv[0].equals("runs")) {
                runs = Integer.parseInt(kv[1]);
            } else if (kv.length == 2 && PASSED.contains(kv[0])) {
                passed.add(arg);
            } else {
                throw new IllegalArgumentException("unknown argument " + arg + " (runs=N, and SideBySide's "
                        + String.join(", ", PASSED) + ")");
            }
        }
        // backend -> section ("operation (realistic items)") -> row -> each run's median, in nanoseconds
        Map<String, Map<String, Map<String, List<Long>>>> medians = new LinkedHashMap<>();
        for (int run = 1; run <= runs; run++) {
            for (String backend : BACKENDS) {
                List<String> childArgs = new ArrayList<>(passed);
                childArgs.add("block=100");
                childArgs.add("other=none");
                childArgs.add("engine=" + backend);
                List<String> command = ChildJvm.command(MeasuringHeap.OPTIONS, List.of(), SideBySide.class,
                        childArgs.toArray(String[]::new));
                System.out.printf(Locale.ROOT, "run %d of %d: %s alone ...%n", run, runs, backend);
                ChildJvm.Exited exited = ChildJvm.run(command);
                if (exited.exit() != 0) {
                    System.out.println(exited.output());
                    throw new IllegalStateException("the " + backend + " run exited with " + exited.exit());
                }
                Map<String, Map<String, List<Long>>> sections = medians.computeIfAbsent(backend,
                        b -> new LinkedHashMap<>());
                parse(exited.output()).forEach((section, rows) -> rows.forEach((row, nanos) -> sections
                        .computeIfAbsent(section, s -> new LinkedHashMap<>())
                        .computeIfAbsent(row, r -> new ArrayList<>()).add(nanos)));
            }
        }
        print(medians, runs, passed);
    }

    /**
     * The medians of SideBySide's operation tables in {@code output}: section header to row name to the engine
     * column's median (the backend that ran; with {@code other=none} both columns are it), in nanoseconds.
     */
    static Map<String, Map<String, Long>> parse(String output) {
        Map<String, Map<String, Long>> sections = new LinkedHashMap<>();
        Map<String, Long> current = null;
        for (String line : output.split("\n")) {
            if (line.startsWith("| operation (")) {
                current = sections.computeIfAbsent(cells(line)[0], s -> new LinkedHashMap<>());
            } else if (!line.startsWith("| ")) {
                current = null; // a table ends at its first line that is not a row
            } else if (current != null && !line.startsWith("| ---")) {
                String[] cells = cells(line);
                current.put(cells[0], nanos(cells[2]));
            }
        }
        return sections;
    }

    private static String[] cells(String row) {
        String inner = row.strip();
        inner = inner.substring(1, inner.length() - 1);
        return Arrays.stream(inner.split("\\|")).map(String::strip).toArray(String[]::new);
    }

    /** A SideBySide duration ({@code 1,234 µs}, {@code 2.40 µs}, {@code 512 ns}) in nanoseconds. */
    static long nanos(String cell) {
        String[] parts = cell.replace(",", "").split(" ");
        double value = Double.parseDouble(parts[0]);
        return Math.round(switch (parts[1]) {
            case "ns" -> value;
            case "µs" -> value * 1e3;
            case "ms" -> value * 1e6;
            case "s" -> value * 1e9;
            default -> throw new IllegalArgumentException("not a duration: " + cell);
        });
    }

    private static void print(Map<String, Map<String, Map<String, List<Long>>>> medians, int runs,
                              List<String> passed) {
        Map<String, Map<String, List<Long>>> local = medians.get(BACKENDS.get(0));
        Map<String, Map<String, List<Long>>> engine = medians.get(BACKENDS.get(1));
        System.out.printf(Locale.ROOT, "%nEach backend alone in its JVM (SideBySide block=100 other=none%s), %d runs"
                + " of each, alternated: the median of the runs' medians, their range in brackets.%n",
                passed.isEmpty() ? "" : " " + String.join(" ", passed), runs);
        for (Map.Entry<String, Map<String, List<Long>>> section : engine.entrySet()) {
            System.out.printf(Locale.ROOT, "%n| %s | DynamoDB Local alone | engine alone | ratio |%n",
                    section.getKey());
            System.out.println("| --- | ---: | ---: | ---: |");
            for (Map.Entry<String, List<Long>> row : section.getValue().entrySet()) {
                long[] theirs = unboxed(local.get(section.getKey()).get(row.getKey()));
                long[] ours = unboxed(row.getValue());
                System.out.printf(Locale.ROOT, "| %s | %s | %s | %,.0f× |%n", row.getKey(), spread(theirs),
                        spread(ours), (double) ChildJvm.median(theirs) / ChildJvm.median(ours));
            }
        }
    }

    private static long[] unboxed(List<Long> nanos) {
        return nanos.stream().mapToLong(Long::longValue).toArray();
    }

    /** The median of the runs' medians, then their range: SideBySide's own formatting. */
    private static String spread(long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return SideBySide.micros(ChildJvm.median(sorted)) + " (" + SideBySide.micros(sorted[0]) + "–"
                + SideBySide.micros(sorted[sorted.length - 1]) + ")";
    }
}

package dev.dynamofixtures.benchmarks;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@link FreshJvmFirstCall} and {@link WholeTestClass} share to measure a fresh JVM: their common options, the
 * child JVM's command line and its run, the wall-clock instant both sides compare, and the median of the runs.
 */
final class ChildJvm {
    private ChildJvm() {
    }

    /**
     * The options both drivers take, {@code runs=N backends=a,b jvmArgs="..."}, and the driver's own ({@code own},
     * by name, not checked further).
     */
    record Options(int runs, List<String> backends, List<String> jvmArgs, Map<String, String> own) {
        /** Parses {@code args}; {@code ownKeys} are the driver's own options, {@code ownUsage} shows them. */
        static Options parse(String[] args, String ownUsage, String... ownKeys) {
            int runs = 5;
            List<String> backends = List.of("in-memory", "dynamodb-local");
            List<String> jvmArgs = List.of();
            Map<String, String> own = new LinkedHashMap<>();
            for (String arg : args) {
                String[] kv = arg.split("=", 2);
                switch (kv[0]) {
                    case "runs" -> runs = Integer.parseInt(kv[1]);
                    case "backends" -> backends = List.of(kv[1].split(","));
                    case "jvmArgs" -> jvmArgs = kv[1].isBlank() ? List.of() : List.of(kv[1].trim().split("\\s+"));
                    default -> {
                        if (kv.length < 2 || !Arrays.asList(ownKeys).contains(kv[0])) {
                            throw new IllegalArgumentException("unknown argument " + arg
                                    + " (runs=N backends=in-memory,dynamodb-local " + ownUsage + " jvmArgs=\"...\")");
                        }
                        own.put(kv[0], kv[1]);
                    }
                }
            }
            return new Options(runs, backends, jvmArgs, own);
        }

        String own(String key, String otherwise) {
            return own.getOrDefault(key, otherwise);
        }
    }

    /**
     * The command that runs {@code main} with {@code args} in a new JVM: this JVM's {@code java}, {@code jvmOptions},
     * this JVM's {@code sqlite4java.library.path} (DynamoDB Local's native libraries) if set, and this JVM's classpath
     * followed by {@code extraClassPath}.
     */
    static List<String> command(List<String> jvmOptions, List<Path> extraClassPath, Class<?> main, String... args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        String nativeLibs = System.getProperty("sqlite4java.library.path");
        if (nativeLibs != null) {
            command.add("-Dsqlite4java.library.path=" + nativeLibs);
        }
        StringBuilder classPath = new StringBuilder(System.getProperty("java.class.path"));
        extraClassPath.forEach(entry -> classPath.append(File.pathSeparator).append(entry));
        command.add("-cp");
        command.add(classPath.toString());
        command.add(main.getName());
        command.addAll(List.of(args));
        return command;
    }

    /** A child JVM that has exited: its exit code, and its standard output and error, merged. */
    record Exited(int exit, String output) {
    }

    /** Starts {@code command}, reads its output (standard error merged) to the end and waits for it to exit. */
    static Exited run(List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        return new Exited(process.waitFor(), output);
    }

    /** The wall-clock instant in nanoseconds since the epoch, which a parent and its child can compare. */
    static long epochNanos() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }

    static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}

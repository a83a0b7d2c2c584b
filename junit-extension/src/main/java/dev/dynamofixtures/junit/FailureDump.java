package dev.dynamofixtures.junit;

import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * When a test fails, writes the tables of the database it used as a YAML dataset, to
 * {@code <dumpDir>/<test class>/<test method>.yml} ({@code dumpDir} is the configuration parameter or system property
 * {@code dynamofixtures.dumpDir}, by default {@code target/dynamo-fixtures}), and publishes the file's absolute path
 * as the report entry {@code dynamo-fixtures.dump}. Invocations of a test template get {@code name[N].yml}. Writes
 * once per test; a dump that fails is added to the test's failure as a suppressed exception, never hiding it.
 */
final class FailureDump {
    static final String DIRECTORY_PARAMETER = "dynamofixtures.dumpDir";
    static final String DEFAULT_DIRECTORY = "target/dynamo-fixtures";
    static final String REPORT_ENTRY = "dynamo-fixtures.dump";

    /** The last segment of a unique id: {@code [type:value]}. */
    private static final Pattern LAST_SEGMENT = Pattern.compile("\\[([^:\\]]+):([^\\]]*)]$");

    private FailureDump() {
    }

    /** Writes the dump when the test of {@code context} has failed and used a fixture, unless it was written already. */
    static void writeIfFailed(ExtensionContext context) {
        Optional<Throwable> failure = context.getExecutionException();
        if (failure.isEmpty() || context.getTestMethod().isEmpty()) {
            return;
        }
        Optional<Fixture> fixture = Fixtures.usedBy(context);
        if (fixture.isEmpty() || context.getStore(Fixtures.NAMESPACE)
                .get(new StoreKey("dumped", context.getUniqueId())) != null) {
            return;
        }
        context.getStore(Fixtures.NAMESPACE).put(new StoreKey("dumped", context.getUniqueId()), Boolean.TRUE);
        Path file = directory(context).resolve(context.getRequiredTestClass().getName()).resolve(fileName(context));
        try {
            fixture.get().dataset().writeYaml(file);
            context.publishReportEntry(REPORT_ENTRY, file.toAbsolutePath().normalize().toString());
        } catch (RuntimeException e) {
            failure.get().addSuppressed(new IllegalStateException(
                    "Dynamo Fixtures could not write the failed test's tables to " + file + ": " + e, e));
        }
    }

    private static Path directory(ExtensionContext context) {
        return Path.of(context.getConfigurationParameter(DIRECTORY_PARAMETER).filter(s -> !s.isBlank())
                .orElse(DEFAULT_DIRECTORY));
    }

    private static String fileName(ExtensionContext context) {
        String name = context.getRequiredTestMethod().getName();
        Matcher segment = LAST_SEGMENT.matcher(context.getUniqueId());
        if (segment.find() && !segment.group(1).equals("method")) {
            name += "[" + segment.group(2).replace("#", "") + "]";
        }
        return name + ".yml";
    }
}

package dev.dynamofixtures.junit;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.Events;

/** Runs fixture classes ({@code *TestCases}) on the Jupiter engine through the EngineTestKit. */
final class EngineRuns {
    private EngineRuns() {
    }

    /** The results of running these classes with these configuration parameters. */
    static EngineExecutionResults run(Map<String, String> configuration, Class<?>... classes) {
        EngineTestKit.Builder builder = EngineTestKit.engine("junit-jupiter")
                .configurationParameters(new LinkedHashMap<>(configuration));
        for (Class<?> type : classes) {
            builder.selectors(selectClass(type));
        }
        return builder.execute();
    }

    /** The results of running these classes. */
    static EngineExecutionResults run(Class<?>... classes) {
        return run(Map.of(), classes);
    }

    /** Every failure among these events, as one readable text: what failed and why (empty when none failed). */
    static String failures(Events events) {
        return events.failed().stream().map(EngineRuns::describe).collect(Collectors.joining("\n"));
    }

    private static String describe(Event event) {
        Throwable failure = event.getPayload(TestExecutionResult.class).flatMap(TestExecutionResult::getThrowable)
                .orElse(null);
        return event.getTestDescriptor().getDisplayName() + ": " + (failure == null ? "(no throwable)" : failure);
    }
}

package dev.dynamofixtures.junit;

import dev.dynamofixtures.junit.testcases.ClockTestCases;
import dev.dynamofixtures.junit.testcases.SeedingTestCases;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/**
 * Run in a JVM of its own by {@link EnvironmentBackendTest}, with {@code DYNAMOFIXTURES_BACKEND} set: runs two
 * fixture classes that name no backend and prints each test's outcome, with the failure's message.
 */
public final class EnvironmentBackendProbe {
    private EnvironmentBackendProbe() {
    }

    public static void main(String[] args) {
        EngineExecutionResults results = EngineRuns.run(ClockTestCases.class, SeedingTestCases.class);
        results.testEvents().succeeded().stream()
                .forEach(e -> System.out.println("PASSED " + e.getTestDescriptor().getDisplayName()));
        results.testEvents().failed().stream()
                .forEach(e -> System.out.println("FAILED " + e.getTestDescriptor().getDisplayName() + ": "
                        + e.getPayload(org.junit.platform.engine.TestExecutionResult.class)
                        .flatMap(org.junit.platform.engine.TestExecutionResult::getThrowable)
                        .map(Throwable::getMessage).orElse("")));
        System.exit(0); // DynamoDB Local's threads would keep the JVM alive
    }
}

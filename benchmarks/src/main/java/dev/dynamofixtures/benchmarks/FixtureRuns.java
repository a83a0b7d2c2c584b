package dev.dynamofixtures.benchmarks;

import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * Runs one test class through the JUnit Platform Launcher, as a build tool does (discovery, then execution), with a
 * given class loader as the thread's context loader (where the extension looks for seeds), and checks that every
 * test passed: a benchmark of failing tests would measure the failure path.
 */
final class FixtureRuns {
    private final Launcher launcher = LauncherFactory.create();
    private final ClassLoader resources;

    FixtureRuns(ClassLoader resources) {
        this.resources = resources;
    }

    /** Runs the class's tests; returns how many passed, failing when any did not. */
    long run(Class<?> testClass, int expectedTests) {
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request().selectors(selectClass(testClass))
                .build();
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(resources);
        try {
            launcher.execute(request, listener);
        } finally {
            thread.setContextClassLoader(previous);
        }
        TestExecutionSummary summary = listener.getSummary();
        if (summary.getTestsSucceededCount() != expectedTests || summary.getTotalFailureCount() != 0
                || summary.getContainersFailedCount() != 0) {
            StringBuilder failures = new StringBuilder();
            summary.getFailures().forEach(f -> failures.append(System.lineSeparator()).append(f.getTestIdentifier()
                    .getDisplayName()).append(": ").append(f.getException()));
            throw new IllegalStateException(testClass.getSimpleName() + ": " + summary.getTestsSucceededCount() + " of "
                    + expectedTests + " tests passed, " + summary.getContainersFailedCount() + " containers failed"
                    + failures);
        }
        return summary.getTestsSucceededCount();
    }
}

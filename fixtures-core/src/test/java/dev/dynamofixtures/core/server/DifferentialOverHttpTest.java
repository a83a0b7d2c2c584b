package dev.dynamofixtures.core.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * The whole differential suite again, over the wire: the engine through an SDK client of its endpoint,
 * DynamoDB Local through its own server mode. Every scenario that agrees in-process must agree over HTTP,
 * so the endpoint adds no difference of its own.
 */
@Timeout(900)
class DifferentialOverHttpTest {
    private static final String SUITE = "dev.dynamofixtures.core.differential";

    @Test
    void the_differential_suite_passes_over_http_against_dynamodb_locals_server() {
        // given
        Launcher launcher = LauncherFactory.create();
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        String before = System.setProperty(HttpTransport.PROPERTY, "http");

        // when
        try {
            launcher.execute(LauncherDiscoveryRequestBuilder.request().selectors(selectPackage(SUITE)).build(), listener);
        } finally {
            restore(before);
        }

        // then
        TestExecutionSummary summary = listener.getSummary();
        StringWriter failures = new StringWriter();
        summary.printFailuresTo(new PrintWriter(failures), 12);
        assertThat(summary.getTestsFoundCount()).as("differential tests found").isPositive();
        assertThat(summary.getTotalFailureCount()).as("failures over HTTP:%n%s", failures).isZero();
    }

    private static void restore(String before) {
        if (before == null) {
            System.clearProperty(HttpTransport.PROPERTY);
        } else {
            System.setProperty(HttpTransport.PROPERTY, before);
        }
    }
}

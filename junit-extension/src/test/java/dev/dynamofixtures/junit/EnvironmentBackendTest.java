package dev.dynamofixtures.junit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The environment variable {@code DYNAMOFIXTURES_BACKEND} moves every fixture class of a run to another backend,
 * as a CI job sets it: proven in a JVM of its own, since a JVM cannot change its own environment.
 */
class EnvironmentBackendTest {

    @Test
    void the_environment_variable_chooses_the_backend_for_the_whole_run() throws Exception {
        // given: a JVM with DYNAMOFIXTURES_BACKEND=dynamodb-local and no dynamofixtures.backend property
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("surefire.test.class.path",
                System.getProperty("java.class.path"))));
        String natives = System.getProperty("sqlite4java.library.path");
        if (natives != null) {
            command.add("-Dsqlite4java.library.path=" + natives);
        }
        command.add(EnvironmentBackendProbe.class.getName());
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("DYNAMOFIXTURES_BACKEND", "dynamodb-local");
        builder.environment().remove("DYNAMOFIXTURES_ENDPOINT");

        // when
        Process process = builder.start();
        process.getOutputStream().close();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(3, TimeUnit.MINUTES)).isTrue();

        // then: both classes ran on dynamodb-local, where the seed loads but the clock cannot be moved
        assertThat(output).contains("PASSED sees_the_seed_and_writes_an_order(DynamoDbClient)",
                "PASSED relative_times_in_the_seed_are_computed_from_the_fixture_clock(DynamoDbClient)");
        assertThat(output).containsPattern("FAILED moving_the_clock_expires_items\\(.*\\): .*the dynamodb-local "
                + "backend runs on real time, which cannot be moved");
    }
}

package dev.dynamofixtures.junit.internal.backend;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The dynamodb-local backend as a user meets it: in a JVM where nobody set {@code sqlite4java.library.path} (the
 * build's own tests set it), with DynamoDB Local on the class path or not.
 */
class DynamoDbLocalInFreshJvmTest {

    @Test
    void finds_the_native_library_in_the_maven_repository_without_the_system_property() throws Exception {
        // when
        Run run = probe(testClassPath());

        // then
        assertThat(run.exitCode).as(run.output).isZero();
        assertThat(run.output).contains("property before=null", "orders=2");
        String folder = run.output.lines().filter(line -> line.startsWith("library.path=")).findFirst().orElseThrow()
                .substring("library.path=".length());
        assertThat(Path.of(folder).getFileName().toString()).startsWith("dynamo-fixtures-sqlite4java-");
    }

    @Test
    void without_dynamodb_local_on_the_class_path_tells_which_dependencies_to_add() throws Exception {
        // given
        List<String> withoutDynamoDbLocal = testClassPath().stream()
                .filter(entry -> !Path.of(entry).getFileName().toString().startsWith("DynamoDBLocal-"))
                .collect(Collectors.toList());

        // when
        Run run = probe(withoutDynamoDbLocal);

        // then
        assertThat(run.exitCode).as(run.output).isEqualTo(3);
        assertThat(run.output).contains("setup problem: The dynamodb-local backend runs Amazon's DynamoDB Local "
                + "in-process, and it is not on the test class path. Missing: software.amazon.dynamodb:DynamoDBLocal:3.3.1");
    }

    private record Run(int exitCode, String output) {
    }

    private static Run probe(List<String> classPath) throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>(List.of(java.toString(), "-cp", String.join(File.pathSeparator, classPath)));
        String repository = System.getProperty("maven.repo.local");
        if (repository != null) {
            command.add("-Dmaven.repo.local=" + repository);
        }
        command.add(DynamoDbLocalProbe.class.getName());
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        process.getOutputStream().close();
        byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(2, TimeUnit.MINUTES)) {
            process.destroyForcibly();
        }
        return new Run(process.exitValue(), new String(output, StandardCharsets.UTF_8));
    }

    /** The test class path itself (Surefire runs tests from a manifest-only jar and names the real path here). */
    private static List<String> testClassPath() {
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        return Arrays.stream(classPath.split(File.pathSeparator)).filter(entry -> !entry.isBlank())
                .collect(Collectors.toList());
    }
}

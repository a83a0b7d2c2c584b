package dev.dynamofixtures.assertj;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.File;
import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Users without the Enhanced Client on their classpath compile against DynamoAssertions and run it: javac weighs
 * every overload of a name, so an {@code assertThat(PageIterable)} there would not compile for them, and the JVM
 * must not need the Enhanced Client's classes to load and verify the entry point. This test compiles a user's class
 * on a classpath without dynamodb-enhanced and runs it in a class loader without it.
 */
class EnhancedClientAbsentTest {

    private static final String USER = """
            package user;

            import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
            import static dev.dynamofixtures.assertj.DynamoAssertions.item;

            import dev.dynamofixtures.assertj.DynamoSoftAssertions;
            import java.util.List;

            public class UserTest {
                public static String run() {
                    assertThat(List.of(item("id", "a"), item("id", "b"))).containsExactly(item("id", "a"), item("id", "b"))
                            .isSortedBy("id");
                    assertThat(item("id", "a", "n", 200)).hasNumber("n", 2E2);
                    DynamoSoftAssertions softly = new DynamoSoftAssertions();
                    softly.assertThat(List.of(item("id", "a"))).containsExactly(item("id", "b"));
                    try {
                        softly.assertAll();
                        return "no failure";
                    } catch (AssertionError e) {
                        return e.getMessage();
                    }
                }
            }
            """;

    @TempDir
    Path work;

    @Test
    void dynamo_assertions_compile_and_run_without_the_enhanced_client() throws Exception {
        // given: the test classpath without dynamodb-enhanced
        List<String> classpath = new ArrayList<>();
        for (String entry : testClasspath()) {
            if (!new File(entry).getName().startsWith("dynamodb-enhanced")) {
                classpath.add(entry);
            }
        }
        assertThat(classpath).hasSizeLessThan(testClasspath().size());
        Path source = Files.createDirectories(work.resolve("src/user")).resolve("UserTest.java");
        Files.writeString(source, USER);
        Path classes = Files.createDirectories(work.resolve("classes"));
        // when: a user's class compiles against that classpath
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter output = new StringWriter();
        boolean compiled = javac.getTask(output, null, null, List.of("-classpath",
                String.join(File.pathSeparator, classpath), "-d", classes.toString()), null,
                javac.getStandardFileManager(null, null, null).getJavaFileObjects(source.toFile())).call();
        // then
        assertThat(compiled).as(output.toString()).isTrue();
        // and it runs in a class loader that cannot see the Enhanced Client
        List<URL> urls = new ArrayList<>();
        urls.add(classes.toUri().toURL());
        for (String entry : classpath) {
            urls.add(new File(entry).toURI().toURL());
        }
        try (URLClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader())) {
            assertThatThrownBy(() -> loader.loadClass("software.amazon.awssdk.enhanced.dynamodb.model.Page"))
                    .isInstanceOf(ClassNotFoundException.class);
            Object message = invoke(loader.loadClass("user.UserTest"));
            assertThat((String) message).contains("Multiple Failures (1 failure)", "but could not find:");
            // the Enhanced Client's own entry point is the one that needs it
            assertThatThrownBy(() -> Class.forName("dev.dynamofixtures.assertj.DynamoEnhancedAssertions", true, loader)
                    .getMethods()).isInstanceOf(NoClassDefFoundError.class);
        }
    }

    private static Object invoke(Class<?> type) throws Exception {
        try {
            return type.getMethod("run").invoke(null);
        } catch (InvocationTargetException e) {
            throw new AssertionError("the user's class failed", e.getCause());
        }
    }

    /** The test classpath: surefire's real one when it launched the JVM through a manifest-only jar. */
    private static List<String> testClasspath() {
        String path = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> entries = new ArrayList<>();
        for (String entry : path.split(File.pathSeparator)) {
            if (!entry.isBlank()) {
                entries.add(entry);
            }
        }
        return entries;
    }
}

package dev.dynamofixtures.samples.readme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dynamofixtures.samples.readme.ReadmeSnippets.Block;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every {@code ```java} block of the README marked {@code <!-- snippet: NAME -->} is the region of sample code
 * between {@code // readme:NAME} and {@code // end:NAME}: this test fails when the two drift apart, naming the
 * snippet and showing both. A block without a marker fails the test too (a failure message's code, marked
 * {@code <!-- failure-message -->}, aside: assertj-dynamo's {@code FailureMessagesDocTest} checks it);
 * {@code -Dreadme.snippets.strict=false} lets unmarked blocks pass while a README section is being written.
 */
class ReadmeSnippetsTest {
    /** The flag that makes unmarked README Java blocks a failure: on unless set to {@code false}. */
    static final String STRICT = "readme.snippets.strict";

    private static final String START = "// readme" + ":";
    private static final String END = "// end" + ":";

    /** The repository's root: the directory above the samples module with the README. */
    static Path repository() {
        Path module = Path.of(System.getProperty("basedir", System.getProperty("user.dir"))).toAbsolutePath();
        for (Path dir = module; dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("README.md")) && Files.isDirectory(dir.resolve("samples/src"))) {
                return dir;
            }
        }
        throw new IllegalStateException("No README.md with a samples module above " + module);
    }

    private static List<Block> readmeBlocks() {
        return ReadmeSnippets.javaBlocks(ReadmeSnippets.read(repository().resolve("README.md")));
    }

    private static Map<String, String> sampleSources() {
        Path root = repository();
        Map<String, String> sources = new TreeMap<>();
        for (String tree : List.of("samples/src/main/java", "samples/src/test/java")) {
            try (Stream<Path> files = Files.walk(root.resolve(tree))) {
                files.filter(file -> file.toString().endsWith(".java")).forEach(file ->
                        sources.put(root.relativize(file).toString().replace('\\', '/'), ReadmeSnippets.read(file)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return sources;
    }

    // The README.

    @Test
    void every_marked_readme_snippet_equals_its_source_region_in_the_samples() {
        List<String> problems = ReadmeSnippets.problems(readmeBlocks(), ReadmeSnippets.regions(sampleSources()));

        if (!problems.isEmpty()) {
            fail(problems.size() + " README snippet problem(s):\n\n" + String.join("\n\n", problems));
        }
    }

    @Test
    void every_java_block_of_the_readme_is_a_marked_snippet() {
        assumeTrue(Boolean.parseBoolean(System.getProperty(STRICT, "true")),
                "unmarked README blocks pass with -D" + STRICT + "=false");

        List<String> unmarked = ReadmeSnippets.unmarked(readmeBlocks());
        if (!unmarked.isEmpty()) {
            fail(unmarked.size() + " README java block(s) are not compiled from samples; put their code in a test of "
                    + "samples (src/test/java/dev/dynamofixtures/samples/readme) between // readme:NAME and // end:NAME, "
                    + "and <!-- snippet: NAME --> on the line before the block (<!-- failure-message --> for a failure "
                    + "message's code, checked by FailureMessagesDocTest):\n"
                    + String.join("\n", unmarked));
        }
    }

    // The checker.

    private static String source(String name, String... body) {
        return "class Example {\n    void example() {\n        " + START + name + "\n"
                + String.join("\n", body) + "\n        " + END + name + "\n    }\n}\n";
    }

    @Test
    void a_snippet_that_drifted_from_its_source_is_reported_with_both() {
        String readme = "# Title\n\n<!-- snippet: query -->\n```java\nclient.query(q);\nassertThat(count).isEqualTo(2);\n```\n";
        Map<String, String> sources = Map.of("samples/Example.java", source("query",
                "        client.query(q);", "        assertThat(count).isEqualTo(3);"));

        List<String> problems = ReadmeSnippets.problems(ReadmeSnippets.javaBlocks(readme),
                ReadmeSnippets.regions(sources));

        assertThat(problems).containsExactly(String.join("\n",
                "README.md line 5: snippet query differs from its source samples/Example.java lines 4-5 (first at its "
                        + "line 2)",
                "README:",
                "    client.query(q);",
                "    assertThat(count).isEqualTo(2);",
                "source:",
                "    client.query(q);",
                "    assertThat(count).isEqualTo(3);",
                "Copy the source region into the README block (the source compiles and its test runs)."));
    }

    @Test
    void indentation_common_to_all_lines_trailing_spaces_and_surrounding_blank_lines_are_ignored() {
        String readme = "<!-- snippet: nested -->\n\n```java\n\nif (ok) {\n    run();   \n}\n```\n";
        Map<String, String> sources = Map.of("samples/Example.java", source("nested",
                "        if (ok) {", "            run();", "        }", ""));

        assertThat(ReadmeSnippets.problems(ReadmeSnippets.javaBlocks(readme), ReadmeSnippets.regions(sources)))
                .isEmpty();
    }

    @Test
    void a_snippet_without_a_region_and_a_region_without_a_snippet_are_reported() {
        String readme = "<!-- snippet: missing -->\n```java\nrun();\n```\n";
        Map<String, String> sources = Map.of("samples/Example.java", source("unused", "        run();"));

        assertThat(ReadmeSnippets.problems(ReadmeSnippets.javaBlocks(readme), ReadmeSnippets.regions(sources)))
                .containsExactly(
                        "README.md line 3: snippet missing has no source region; mark its source in samples with "
                                + "// readme:missing and // end:missing (the regions are: unused)",
                        "samples/Example.java:3: region unused is in no README block; put <!-- snippet: unused --> "
                                + "before a ```java block of README.md, or remove the markers");
    }

    @Test
    void a_snippet_marked_twice_is_reported() {
        String readme = "<!-- snippet: twice -->\n```java\nrun();\n```\n<!-- snippet: twice -->\n```java\nrun();\n```\n";
        Map<String, String> sources = Map.of("samples/Example.java", source("twice", "        run();"));

        assertThat(ReadmeSnippets.problems(ReadmeSnippets.javaBlocks(readme), ReadmeSnippets.regions(sources)))
                .containsExactly("README.md line 7: snippet twice is also the block at line 3; give each block its "
                        + "own region");
    }

    @Test
    void regions_that_are_not_closed_closed_under_another_name_nested_or_repeated_are_rejected() {
        assertThatThrownBy(() -> ReadmeSnippets.regions(Map.of("A.java", START + "open\nrun();\n")))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("A.java:1: region open is not closed: add // end:open");
        assertThatThrownBy(() -> ReadmeSnippets.regions(Map.of("A.java", START + "one\nrun();\n" + END + "two\n")))
                .hasMessage("A.java:3: // end:two closes region one (line 1); end it with // end:one");
        assertThatThrownBy(() -> ReadmeSnippets.regions(Map.of("A.java", START + "one\n" + START + "two\n")))
                .hasMessage("A.java:2: region two starts inside region one (line 1); close one first");
        assertThatThrownBy(() -> ReadmeSnippets.regions(Map.of("A.java", "run();\n" + END + "none\n")))
                .hasMessage("A.java:2: // end:none closes no region");
        assertThatThrownBy(() -> ReadmeSnippets.regions(new TreeMap<>(Map.of(
                "A.java", START + "same\nrun();\n" + END + "same\n",
                "B.java", "\n" + START + "same\nrun();\n" + END + "same\n"))))
                .hasMessage("B.java:2: region same is also at A.java:1; a snippet has one source");
    }

    @Test
    void only_java_blocks_count_and_a_marker_applies_to_the_next_block_only() {
        String readme = String.join("\n",
                "<!-- snippet: first -->",
                "```java",
                "first();",
                "```",
                "Some text.",
                "```bash",
                "mvn verify",
                "```",
                "```java",
                "second();",
                "```",
                "<!-- snippet: stale -->",
                "A paragraph between a marker and a block ends the marker.",
                "````markdown",
                "```java",
                "quoted();",
                "```",
                "````",
                "```java",
                "third();",
                "```");

        List<Block> blocks = ReadmeSnippets.javaBlocks(readme);

        assertThat(blocks).containsExactly(new Block(3, "first", "first();"), new Block(10, null, "second();"),
                new Block(20, null, "third();"));
        assertThat(ReadmeSnippets.unmarked(blocks))
                .containsExactly("README.md line 10: second();", "README.md line 20: third();");
    }

    @Test
    void a_failure_messages_code_is_not_unmarked_and_its_marker_applies_to_the_next_block_only() {
        String readme = String.join("\n",
                "<!-- failure-message -->",
                "```java",
                "assertThat(items).isEmpty();",
                "```",
                "",
                "<!-- failure-message -->",
                "```text",
                "Expecting empty",
                "```",
                "```java",
                "unmarked();",
                "```",
                "<!-- failure-message -->",
                "Text between a marker and a block ends the marker.",
                "```java",
                "alsoUnmarked();",
                "```");

        List<Block> blocks = ReadmeSnippets.javaBlocks(readme);

        assertThat(blocks).containsExactly(new Block(3, null, "assertThat(items).isEmpty();", true),
                new Block(11, null, "unmarked();"), new Block(16, null, "alsoUnmarked();"));
        assertThat(ReadmeSnippets.unmarked(blocks))
                .containsExactly("README.md line 11: unmarked();", "README.md line 16: alsoUnmarked();");
        assertThat(ReadmeSnippets.problems(blocks, Map.of())).isEmpty();
    }
}

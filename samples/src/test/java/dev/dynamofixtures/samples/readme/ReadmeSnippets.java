package dev.dynamofixtures.samples.readme;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The README's Java snippets and the sample code they are copied from.
 *
 * <p>In the README, a {@code ```java} block preceded by the line {@code <!-- snippet: NAME -->} (blank lines
 * between are allowed) is the snippet {@code NAME}. In the samples' Java sources, the lines between
 * {@code // readme:NAME} and {@code // end:NAME} are its source region. A snippet must equal its region once both
 * have lost their common indentation (trailing spaces and leading and trailing blank lines aside), so the README
 * shows code that compiles and whose tests pass.
 *
 * <p>A {@code ```java} block preceded by {@code <!-- failure-message -->} is the code of a printed failure message,
 * held to its source by assertj-dynamo's {@code FailureMessagesDocTest}: it is no snippet, and not unmarked either.
 */
final class ReadmeSnippets {
    private static final Pattern MARKER = Pattern.compile("^\\s*<!--\\s*snippet:\\s*([\\w.-]+)\\s*-->\\s*$");
    private static final Pattern FAILURE_MESSAGE = Pattern.compile("^\\s*<!--\\s*failure-message\\s*-->\\s*$");
    private static final Pattern REGION_START = Pattern.compile("^\\s*// readme:([\\w.-]+)\\s*$");
    private static final Pattern REGION_END = Pattern.compile("^\\s*// end:([\\w.-]+)\\s*$");

    private ReadmeSnippets() {
    }

    /**
     * A {@code ```java} block of the README: its first code line (1-based), its snippet name if marked, its code, and
     * whether it is a failure message's code (marked {@code <!-- failure-message -->}, checked elsewhere).
     */
    record Block(int line, String name, String code, boolean failureMessage) {
        /** A block that is not a failure message's code. */
        Block(int line, String name, String code) {
            this(line, name, code, false);
        }

        boolean marked() {
            return name != null;
        }
    }

    /** A marked region of a source file: the lines strictly between its two marker comments (1-based, inclusive). */
    record Region(String name, String file, int firstLine, int lastLine, String code) {
    }

    /** Every {@code ```java} block of a Markdown text, in order. Fences of other languages are skipped whole. */
    static List<Block> javaBlocks(String markdown) {
        return fencedBlocks(markdown, "java");
    }

    /** Every block of a Markdown text fenced as {@code language}, in order, with its markers. */
    static List<Block> fencedBlocks(String markdown, String language) {
        List<Block> blocks = new ArrayList<>();
        String[] lines = markdown.split("\n", -1);
        String name = null;
        boolean failureMessage = false;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            Matcher marker = MARKER.matcher(lines[i]);
            if (marker.matches()) {
                name = marker.group(1);
                continue;
            }
            if (FAILURE_MESSAGE.matcher(lines[i]).matches()) {
                failureMessage = true;
                continue;
            }
            if (!line.startsWith("```")) {
                if (!line.isEmpty()) {
                    name = null;
                    failureMessage = false;
                }
                continue;
            }
            String fence = line.substring(0, line.length() - line.replaceFirst("^`+", "").length());
            boolean wanted = line.substring(fence.length()).strip().equals(language);
            int first = i + 1;
            int end = first;
            while (end < lines.length && !lines[end].strip().equals(fence)) {
                end++;
            }
            if (wanted) {
                blocks.add(new Block(first + 1, name,
                        String.join("\n", List.of(lines).subList(first, Math.min(end, lines.length))), failureMessage));
            }
            name = null;
            failureMessage = false;
            i = end;
        }
        return blocks;
    }

    /**
     * The marked regions of Java sources, by name.
     *
     * @param sources each source's text by the path to show in messages
     * @throws IllegalStateException when a region is not closed, closed under another name, nested, or named twice
     */
    static Map<String, Region> regions(Map<String, String> sources) {
        Map<String, Region> regions = new LinkedHashMap<>();
        sources.forEach((file, text) -> {
            String[] lines = text.split("\n", -1);
            String open = null;
            int start = 0;
            for (int i = 0; i < lines.length; i++) {
                Matcher begin = REGION_START.matcher(lines[i]);
                Matcher end = REGION_END.matcher(lines[i]);
                if (begin.matches()) {
                    if (open != null) {
                        throw new IllegalStateException(file + ":" + (i + 1) + ": region " + begin.group(1)
                                + " starts inside region " + open + " (line " + start + "); close " + open + " first");
                    }
                    open = begin.group(1);
                    start = i + 1;
                } else if (end.matches()) {
                    if (!end.group(1).equals(open)) {
                        throw new IllegalStateException(file + ":" + (i + 1) + ": // end:" + end.group(1)
                                + (open == null ? " closes no region" : " closes region " + open + " (line " + start
                                        + "); end it with // end:" + open));
                    }
                    Region region = new Region(open, file, start + 1, i,
                            String.join("\n", List.of(lines).subList(start, i)));
                    Region earlier = regions.putIfAbsent(open, region);
                    if (earlier != null) {
                        throw new IllegalStateException(file + ":" + start + ": region " + open + " is also at "
                                + earlier.file() + ":" + (earlier.firstLine() - 1) + "; a snippet has one source");
                    }
                    open = null;
                }
            }
            if (open != null) {
                throw new IllegalStateException(file + ":" + start + ": region " + open
                        + " is not closed: add // end:" + open);
            }
        });
        return regions;
    }

    /**
     * What is wrong between the README's marked blocks and the sources' regions, one message per problem: a snippet
     * whose region does not exist, a snippet that differs from its region (both shown), a snippet marked twice, and
     * a region no snippet uses. Empty when they agree.
     */
    static List<String> problems(List<Block> blocks, Map<String, Region> regions) {
        List<String> problems = new ArrayList<>();
        Map<String, Block> used = new LinkedHashMap<>();
        for (Block block : blocks) {
            if (!block.marked()) {
                continue;
            }
            Block earlier = used.putIfAbsent(block.name(), block);
            if (earlier != null) {
                problems.add("README.md line " + block.line() + ": snippet " + block.name()
                        + " is also the block at line " + earlier.line() + "; give each block its own region");
                continue;
            }
            Region region = regions.get(block.name());
            if (region == null) {
                problems.add("README.md line " + block.line() + ": snippet " + block.name()
                        + " has no source region; mark its source in samples with // readme:" + block.name()
                        + " and // end:" + block.name() + (regions.isEmpty() ? "" : " (the regions are: "
                                + String.join(", ", regions.keySet()) + ")"));
                continue;
            }
            String readme = normalize(block.code());
            String source = normalize(region.code());
            if (!readme.equals(source)) {
                problems.add("README.md line " + block.line() + ": snippet " + block.name() + " differs from its source "
                        + region.file() + " lines " + region.firstLine() + "-" + region.lastLine() + firstDifference(
                                readme, source) + "\n"
                        + "README:\n" + indent(readme) + "\n"
                        + "source:\n" + indent(source) + "\n"
                        + "Copy the source region into the README block (the source compiles and its test runs).");
            }
        }
        regions.values().stream().filter(region -> !used.containsKey(region.name())).forEach(region -> problems.add(
                region.file() + ":" + (region.firstLine() - 1) + ": region " + region.name()
                        + " is in no README block; put <!-- snippet: " + region.name()
                        + " --> before a ```java block of README.md, or remove the markers"));
        return problems;
    }

    /**
     * The README's unmarked {@code ```java} blocks, each as its line and first code line; empty when all are marked.
     * A failure message's code is not listed.
     */
    static List<String> unmarked(List<Block> blocks) {
        return blocks.stream().filter(block -> !block.marked() && !block.failureMessage())
                .map(block -> "README.md line " + block.line() + ": " + firstLine(block.code()))
                .toList();
    }

    /** The code without its common indentation, trailing spaces, and leading and trailing blank lines. */
    static String normalize(String code) {
        List<String> lines = Stream.of(code.split("\n", -1)).map(String::stripTrailing)
                .collect(Collectors.toCollection(ArrayList::new));
        while (!lines.isEmpty() && lines.get(0).isEmpty()) {
            lines.remove(0);
        }
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        int indent = lines.stream().filter(line -> !line.isEmpty())
                .mapToInt(line -> line.length() - line.stripLeading().length()).min().orElse(0);
        return lines.stream().map(line -> line.isEmpty() ? line : line.substring(indent))
                .collect(Collectors.joining("\n"));
    }

    /** Reads a file as UTF-8 with {@code \n} line ends. */
    static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8).replace("\r\n", "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String firstDifference(String readme, String source) {
        String[] a = readme.split("\n", -1);
        String[] b = source.split("\n", -1);
        for (int i = 0; i < Math.max(a.length, b.length); i++) {
            if (i >= a.length || i >= b.length || !a[i].equals(b[i])) {
                return " (first at its line " + (i + 1) + ")";
            }
        }
        return "";
    }

    private static String firstLine(String code) {
        String first = normalize(code).split("\n", -1)[0];
        return first.length() > 80 ? first.substring(0, 77) + "..." : first;
    }

    private static String indent(String code) {
        return code.lines().map(line -> line.isEmpty() ? "" : "    " + line).collect(Collectors.joining("\n"));
    }
}

package dev.dynamofixtures.core.internal.dataset;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.yaml.snakeyaml.LoaderOptions;

/**
 * Reads YAML (Jackson's YAML module, on SnakeYAML) and JSON (Jackson's streaming parser) into {@link Node} trees
 * with the line and column of every node. This is the reference reader: {@link FastYaml} must give the same
 * tree for what it accepts.
 *
 * <p>Plain YAML scalars resolve as YAML 1.1 does, except that {@code yes/no/on/off/y/n} stay strings (only
 * {@code true}/{@code false} in any case are booleans), and a value left empty ({@code a:}) is null while a quoted
 * {@code ""} is the empty string. Aliases are refused: a dataset says every value where it
 * is used. One document per source.
 */
public final class JacksonNodes {
    private static final YAMLFactory YAML;
    private static final JsonFactory JSON;

    static {
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(Integer.MAX_VALUE); // SnakeYAML's default stops at 3 MB; datasets can be larger
        options.setMaxAliasesForCollections(Integer.MAX_VALUE);
        StreamReadConstraints constraints = StreamReadConstraints.builder()
                .maxStringLength(Integer.MAX_VALUE).maxNumberLength(Integer.MAX_VALUE).maxNestingDepth(2_000).build();
        YAML = YAMLFactory.builder().loaderOptions(options)
                .enable(YAMLParser.Feature.PARSE_BOOLEAN_LIKE_WORDS_AS_STRINGS)
                .enable(YAMLParser.Feature.EMPTY_STRING_AS_NULL) // a plain empty value is null; a quoted "" a string
                .streamReadConstraints(constraints).build();
        JSON = JsonFactory.builder().streamReadConstraints(constraints).build();
    }

    private JacksonNodes() {
    }

    /** The one YAML document of {@code text} (an empty document is an empty mapping). */
    public static Node yaml(String source, String text) {
        try (JsonParser parser = YAML.createParser(text)) {
            return document(source, parser, true);
        } catch (JsonProcessingException e) {
            throw malformed(source, e, "YAML");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The JSON value of {@code text}. */
    public static Node json(String source, String text) {
        try (JsonParser parser = JSON.createParser(text)) {
            return document(source, parser, false);
        } catch (JsonProcessingException e) {
            throw malformed(source, e, "JSON");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Each line of JSON-lines text that is not blank, as its own value (DynamoDB's export to S3). */
    public static List<Node> jsonLines(String source, String text) {
        List<Node> values = new ArrayList<>();
        try (JsonParser parser = JSON.createParser(text)) {
            while (parser.nextToken() != null) {
                values.add(value(source, parser, false));
            }
        } catch (JsonProcessingException e) {
            throw malformed(source, e, "JSON");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return values;
    }

    private static Node document(String source, JsonParser parser, boolean yaml) throws IOException {
        JsonToken first = parser.nextToken();
        if (first == null) {
            return new Node.MapNode(new Position(source, 1, 1), null, List.of());
        }
        Node root = value(source, parser, yaml);
        if (parser.nextToken() != null) {
            throw new SourceException(position(source, parser.currentTokenLocation()),
                    yaml ? "a second YAML document ('---') follows the first; put one dataset in each file"
                         : "more JSON follows the first value; a file holds one JSON value");
        }
        return root;
    }

    /** The value whose first token is the parser's current token. */
    private static Node value(String source, JsonParser parser, boolean yaml) throws IOException {
        Position position = position(source, parser.currentTokenLocation());
        String tag = yaml ? (String) parser.getTypeId() : null;
        JsonToken token = parser.currentToken();
        switch (token) {
            case START_OBJECT: {
                List<Node.Entry> entries = new ArrayList<>();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    Position keyPosition = position(source, parser.currentTokenLocation());
                    String key = parser.currentName();
                    parser.nextToken();
                    entries.add(new Node.Entry(key, keyPosition, value(source, parser, yaml)));
                }
                return new Node.MapNode(position, tag, entries);
            }
            case START_ARRAY: {
                List<Node> items = new ArrayList<>();
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    items.add(value(source, parser, yaml));
                }
                return new Node.SeqNode(position, tag, items);
            }
            case VALUE_STRING:
                if (yaml && ((YAMLParser) parser).isCurrentAlias()) {
                    throw new SourceException(position, "YAML aliases (*" + parser.getText()
                            + ") are not supported: write the value out where it is used");
                }
                return new Node.Scalar(position, tag, Node.ScalarKind.STRING, parser.getText());
            case VALUE_NUMBER_INT:
            case VALUE_NUMBER_FLOAT:
                return new Node.Scalar(position, tag, Node.ScalarKind.NUMBER, parser.getText());
            case VALUE_TRUE:
            case VALUE_FALSE:
                return new Node.Scalar(position, tag, Node.ScalarKind.BOOLEAN, parser.getText());
            case VALUE_NULL:
                return new Node.Scalar(position, tag, Node.ScalarKind.NULL, parser.getText() == null ? ""
                        : parser.getText());
            case VALUE_EMBEDDED_OBJECT: // !!binary
                return new Node.Scalar(position, tag, Node.ScalarKind.STRING, parser.getText());
            default:
                throw new SourceException(position, "unexpected " + token);
        }
    }

    private static Position position(String source, JsonLocation location) {
        return new Position(source, Math.max(location.getLineNr(), 0), Math.max(location.getColumnNr(), 0));
    }

    private static SourceException malformed(String source, JsonProcessingException e, String format) {
        JsonLocation location = e.getLocation();
        Position position = location == null ? Position.of(source) : position(source, location);
        return new SourceException(position, "malformed " + format + ": " + e.getOriginalMessage());
    }
}

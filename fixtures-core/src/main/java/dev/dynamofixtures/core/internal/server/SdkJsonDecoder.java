package dev.dynamofixtures.core.internal.server;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.DateTimeException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.SdkField;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.core.traits.ListTrait;
import software.amazon.awssdk.core.traits.MapTrait;
import software.amazon.awssdk.utils.builder.Buildable;

/**
 * Reads DynamoDB's JSON 1.0 wire form into SDK model objects, guided only by the model's field metadata
 * ({@link SdkPojo#sdkFields()}), so every operation's request decodes without per-operation code.
 *
 * <p>Like DynamoDB Local it ignores unknown members, treats {@code null} as absent, and accepts a scalar
 * for a string member and a numeric string for a number member. Anything else that does not fit the model
 * (an object where a list belongs, bad base64, a fractional Limit) is a {@link MalformedRequestException}
 * naming the member's path, never a server error.
 */
final class SdkJsonDecoder {
    private static final JsonFactory JSON = JsonFactory.builder().build();

    private SdkJsonDecoder() {
    }

    /** Decodes a whole request body into the model object that {@code builder} builds. */
    static Object decode(byte[] body, SdkPojo builder) {
        try (JsonParser parser = JSON.createParser(body)) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                throw new MalformedRequestException("The request body is empty: expected a JSON object");
            }
            Path path = new Path();
            if (first != JsonToken.START_OBJECT) {
                throw mismatch(path, "a JSON object", first);
            }
            Object result = readStructure(parser, builder, path);
            JsonToken trailing = parser.nextToken();
            if (trailing != null) {
                throw new MalformedRequestException("Unexpected " + describe(trailing) + " after the request's JSON object");
            }
            return result;
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            throw new MalformedRequestException("Malformed JSON in the request body: " + e.getOriginalMessage()
                    + (at == null ? "" : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Object readStructure(JsonParser parser, SdkPojo builder, Path path) throws IOException {
        Map<String, SdkField<?>> fields = FieldIndex.of(builder);
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            JsonToken token = parser.nextToken();
            SdkField<?> field = fields.get(name);
            if (field == null) {
                parser.skipChildren();
            } else if (token == JsonToken.VALUE_NULL) {
                field.set(builder, null);
            } else {
                path.push(name);
                field.set(builder, readValue(parser, field, path));
                path.pop();
            }
        }
        return ((Buildable) builder).build();
    }

    private static Object readValue(JsonParser parser, SdkField<?> field, Path path) throws IOException {
        JsonToken token = parser.currentToken();
        switch (field.marshallingType().getKnownType()) {
            case STRING:
                return readString(parser, token, path);
            case INTEGER:
                return (int) readIntegral(parser, token, path, Integer.MIN_VALUE, Integer.MAX_VALUE);
            case LONG:
                return readIntegral(parser, token, path, Long.MIN_VALUE, Long.MAX_VALUE);
            case SHORT:
                return (short) readIntegral(parser, token, path, Short.MIN_VALUE, Short.MAX_VALUE);
            case BYTE:
                return (byte) readIntegral(parser, token, path, Byte.MIN_VALUE, Byte.MAX_VALUE);
            case DOUBLE:
                return readDecimal(parser, token, path).doubleValue();
            case FLOAT:
                return readDecimal(parser, token, path).floatValue();
            case BIG_DECIMAL:
                return readDecimal(parser, token, path);
            case BOOLEAN:
                return readBoolean(parser, token, path);
            case INSTANT:
                return readInstant(parser, token, path);
            case SDK_BYTES:
                return readBytes(parser, token, path);
            case SDK_POJO:
                expect(token, JsonToken.START_OBJECT, "a JSON object", path);
                return readStructure(parser, field.constructor().get(), path);
            case LIST:
                return readList(parser, field.getTrait(ListTrait.class).memberFieldInfo(), path);
            case MAP:
                return readMap(parser, field.getTrait(MapTrait.class).valueFieldInfo(), path);
            default:
                throw new IllegalStateException("Unsupported marshalling type for " + field.memberName() + ": "
                        + field.marshallingType());
        }
    }

    private static List<Object> readList(JsonParser parser, SdkField<?> member, Path path) throws IOException {
        expect(parser.currentToken(), JsonToken.START_ARRAY, "a JSON array", path);
        List<Object> list = new ArrayList<>();
        JsonToken token;
        while ((token = parser.nextToken()) != JsonToken.END_ARRAY) {
            path.pushIndex(list.size());
            if (token == JsonToken.VALUE_NULL) {
                throw mismatch(path, "a value", token);
            }
            list.add(readValue(parser, member, path));
            path.pop();
        }
        return list;
    }

    private static Map<String, Object> readMap(JsonParser parser, SdkField<?> value, Path path) throws IOException {
        expect(parser.currentToken(), JsonToken.START_OBJECT, "a JSON object", path);
        Map<String, Object> map = new LinkedHashMap<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonToken token = parser.nextToken();
            path.push(key);
            if (token == JsonToken.VALUE_NULL) {
                throw mismatch(path, "a value", token);
            }
            map.put(key, readValue(parser, value, path));
            path.pop();
        }
        return map;
    }

    private static String readString(JsonParser parser, JsonToken token, Path path) throws IOException {
        if (token == JsonToken.VALUE_STRING || token.isScalarValue()) {
            return parser.getText();
        }
        throw mismatch(path, "a string", token);
    }

    private static long readIntegral(JsonParser parser, JsonToken token, Path path, long min, long max)
            throws IOException {
        BigDecimal value = readDecimal(parser, token, path);
        try {
            long exact = value.longValueExact();
            if (exact >= min && exact <= max) {
                return exact;
            }
        } catch (ArithmeticException e) {
            // Fractional or beyond a long: reported below.
        }
        throw new MalformedRequestException("Invalid value for '" + path + "': " + value.toPlainString()
                + " is not an integer between " + min + " and " + max);
    }

    private static BigDecimal readDecimal(JsonParser parser, JsonToken token, Path path) throws IOException {
        if (token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT) {
            return parser.getDecimalValue();
        }
        if (token == JsonToken.VALUE_STRING) {
            try {
                return new BigDecimal(parser.getText().trim());
            } catch (NumberFormatException e) {
                throw new MalformedRequestException("Invalid value for '" + path + "': '" + parser.getText()
                        + "' is not a number");
            }
        }
        throw mismatch(path, "a number", token);
    }

    private static boolean readBoolean(JsonParser parser, JsonToken token, Path path) throws IOException {
        if (token == JsonToken.VALUE_TRUE || token == JsonToken.VALUE_FALSE) {
            return token == JsonToken.VALUE_TRUE;
        }
        if (token == JsonToken.VALUE_STRING && ("true".equals(parser.getText()) || "false".equals(parser.getText()))) {
            return Boolean.parseBoolean(parser.getText());
        }
        throw mismatch(path, "a boolean", token);
    }

    private static Instant readInstant(JsonParser parser, JsonToken token, Path path) throws IOException {
        BigDecimal seconds = readDecimal(parser, token, path);
        try {
            long whole = seconds.setScale(0, RoundingMode.FLOOR).longValueExact();
            int nanos = seconds.subtract(BigDecimal.valueOf(whole)).movePointRight(9).intValue();
            return Instant.ofEpochSecond(whole, nanos);
        } catch (ArithmeticException | DateTimeException e) {
            throw new MalformedRequestException("Invalid value for '" + path + "': " + seconds.toPlainString()
                    + " is not a timestamp in epoch seconds");
        }
    }

    private static SdkBytes readBytes(JsonParser parser, JsonToken token, Path path) throws IOException {
        if (token != JsonToken.VALUE_STRING) {
            throw mismatch(path, "a base64 string", token);
        }
        try {
            return SdkBytes.fromByteArrayUnsafe(Base64.getDecoder().decode(parser.getText()));
        } catch (IllegalArgumentException e) {
            throw new MalformedRequestException("Invalid value for '" + path + "': not valid base64 ("
                    + e.getMessage() + ")");
        }
    }

    private static void expect(JsonToken token, JsonToken expected, String what, Path path) {
        if (token != expected) {
            throw mismatch(path, what, token);
        }
    }

    private static MalformedRequestException mismatch(Path path, String expected, JsonToken found) {
        String where = path.isEmpty() ? "the request body" : "'" + path + "'";
        return new MalformedRequestException("Invalid value for " + where + ": expected " + expected + ", found "
                + describe(found));
    }

    private static String describe(JsonToken token) {
        switch (token) {
            case START_OBJECT:
                return "an object";
            case START_ARRAY:
                return "an array";
            case VALUE_STRING:
                return "a string";
            case VALUE_NUMBER_INT:
            case VALUE_NUMBER_FLOAT:
                return "a number";
            case VALUE_TRUE:
            case VALUE_FALSE:
                return "a boolean";
            case VALUE_NULL:
                return "null";
            default:
                return token.asString() == null ? token.name() : "'" + token.asString() + "'";
        }
    }

    /** Where the decoder is, for error messages: {@code TransactItems[0].Put.Item.pk.S}. */
    private static final class Path {
        private final List<String> parts = new ArrayList<>();

        void push(String member) {
            parts.add(member);
        }

        void pushIndex(int index) {
            parts.add("[" + index + "]");
        }

        void pop() {
            parts.remove(parts.size() - 1);
        }

        boolean isEmpty() {
            return parts.isEmpty();
        }

        @Override
        public String toString() {
            StringBuilder text = new StringBuilder();
            for (String part : parts) {
                if (text.length() > 0 && !part.startsWith("[")) {
                    text.append('.');
                }
                text.append(part);
            }
            return text.toString();
        }
    }
}

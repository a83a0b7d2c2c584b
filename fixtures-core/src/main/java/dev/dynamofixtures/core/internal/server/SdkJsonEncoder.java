package dev.dynamofixtures.core.internal.server;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.SdkField;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.core.protocol.MarshallLocation;
import software.amazon.awssdk.core.traits.ListTrait;
import software.amazon.awssdk.core.traits.MapTrait;
import software.amazon.awssdk.core.util.SdkAutoConstructList;
import software.amazon.awssdk.core.util.SdkAutoConstructMap;

/**
 * Writes SDK model objects in DynamoDB's JSON 1.0 wire form, guided only by the model's field metadata
 * ({@link SdkPojo#sdkFields()}), so every operation's response encodes without per-operation code.
 *
 * <p>Encodings are the service's: members under their wire names in model order; numbers ({@code N}) stay
 * strings; binary is base64; timestamps are epoch seconds with milliseconds ({@code 1795350969.568});
 * integers, doubles and booleans are JSON numbers and booleans. Unset members are omitted: a list or map
 * the SDK auto-constructed means "not set", while one set explicitly, even empty, is written
 * ({@code "UnprocessedItems":{}}).
 */
final class SdkJsonEncoder {
    private static final JsonFactory JSON = JsonFactory.builder().build();

    private SdkJsonEncoder() {
    }

    /** The wire JSON of a model object (a response, or any structure). */
    static byte[] encode(SdkPojo pojo) {
        return write(generator -> writeStructure(generator, pojo));
    }

    /**
     * An error body: {@code __type} and {@code Message} as DynamoDB writes them, then the members the
     * error's model declares (a ConditionalCheckFailedException's {@code Item}, a
     * TransactionCanceledException's {@code CancellationReasons}), if any.
     */
    static byte[] encodeError(String type, String message, SdkPojo details) {
        return write(generator -> {
            generator.writeStartObject();
            generator.writeStringField("__type", type);
            if (message != null) {
                generator.writeStringField("Message", message);
            }
            if (details != null) {
                writeMembers(generator, details);
            }
            generator.writeEndObject();
        });
    }

    private static byte[] write(Body body) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(256);
        try (JsonGenerator generator = JSON.createGenerator(out, JsonEncoding.UTF8)) {
            body.writeTo(generator);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static void writeStructure(JsonGenerator generator, SdkPojo pojo) throws IOException {
        generator.writeStartObject();
        writeMembers(generator, pojo);
        generator.writeEndObject();
    }

    private static void writeMembers(JsonGenerator generator, SdkPojo pojo) throws IOException {
        for (SdkField<?> field : pojo.sdkFields()) {
            if (field.location() != MarshallLocation.PAYLOAD) {
                continue;
            }
            Object value = field.getValueOrDefault(pojo);
            if (isSet(value)) {
                generator.writeFieldName(field.locationName());
                writeValue(generator, field, value);
            }
        }
    }

    private static boolean isSet(Object value) {
        return value != null && !(value instanceof SdkAutoConstructList) && !(value instanceof SdkAutoConstructMap);
    }

    private static void writeValue(JsonGenerator generator, SdkField<?> field, Object value) throws IOException {
        if (value == null) {
            generator.writeNull();
            return;
        }
        switch (field.marshallingType().getKnownType()) {
            case STRING:
                generator.writeString((String) value);
                break;
            case INTEGER:
            case LONG:
            case SHORT:
            case BYTE:
                generator.writeNumber(((Number) value).longValue());
                break;
            case DOUBLE:
                generator.writeNumber((Double) value);
                break;
            case FLOAT:
                generator.writeNumber((Float) value);
                break;
            case BIG_DECIMAL:
                generator.writeNumber((BigDecimal) value);
                break;
            case BOOLEAN:
                generator.writeBoolean((Boolean) value);
                break;
            case INSTANT:
                generator.writeNumber(epochSeconds((Instant) value));
                break;
            case SDK_BYTES:
                generator.writeString(Base64.getEncoder().encodeToString(((SdkBytes) value).asByteArrayUnsafe()));
                break;
            case SDK_POJO:
                writeStructure(generator, (SdkPojo) value);
                break;
            case LIST:
                writeList(generator, field.getTrait(ListTrait.class).memberFieldInfo(), (List<?>) value);
                break;
            case MAP:
                writeMap(generator, field.getTrait(MapTrait.class).valueFieldInfo(), (Map<?, ?>) value);
                break;
            default:
                throw new IllegalStateException("Unsupported marshalling type for " + field.memberName() + ": "
                        + field.marshallingType());
        }
    }

    private static void writeList(JsonGenerator generator, SdkField<?> member, List<?> values) throws IOException {
        generator.writeStartArray();
        for (Object value : values) {
            writeValue(generator, member, value);
        }
        generator.writeEndArray();
    }

    private static void writeMap(JsonGenerator generator, SdkField<?> member, Map<?, ?> values) throws IOException {
        generator.writeStartObject();
        for (Map.Entry<?, ?> entry : values.entrySet()) {
            generator.writeFieldName((String) entry.getKey());
            writeValue(generator, member, entry.getValue());
        }
        generator.writeEndObject();
    }

    /** Epoch seconds with millisecond precision, as DynamoDB writes them: {@code 1795350969.568}, {@code 0.000}. */
    static String epochSeconds(Instant instant) {
        return BigDecimal.valueOf(instant.toEpochMilli(), 3).toPlainString();
    }

    @FunctionalInterface
    private interface Body {
        void writeTo(JsonGenerator generator) throws IOException;
    }
}

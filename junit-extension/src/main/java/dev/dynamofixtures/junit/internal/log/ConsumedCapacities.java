package dev.dynamofixtures.junit.internal.log;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.core.SdkField;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.services.dynamodb.model.Capacity;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.VectorCapacity;

/**
 * Consumed capacity on every call, without the code under test seeing more than it asked for. The log wants what
 * {@code ReturnConsumedCapacity=INDEXES} reports, so a request of an operation that takes the parameter is sent with
 * it; the response the code gets is then cut back to what it asked:
 * <ul>
 *   <li>nothing or {@code NONE}: the ConsumedCapacity is removed;</li>
 *   <li>{@code TOTAL}: each ConsumedCapacity loses its per-table and per-index parts ({@code Table},
 *       {@code GlobalSecondaryIndexes}, {@code LocalSecondaryIndexes}, {@code VectorIndexes}), which leaves what the server answers to
 *       TOTAL: the table's name and its total, read and write units;</li>
 *   <li>{@code INDEXES}, or a value the SDK does not know (which the server rejects): sent and returned as is.</li>
 * </ul>
 * Works on any operation through the SDK's field metadata ({@code ReturnConsumedCapacity} on the request,
 * {@code ConsumedCapacity}, one or a list, on the response).
 */
final class ConsumedCapacities {
    static final String INDEXES = "INDEXES";
    static final String TOTAL = "TOTAL";
    private static final String REQUEST_FIELD = "ReturnConsumedCapacity";
    private static final String RESPONSE_FIELD = "ConsumedCapacity";

    private ConsumedCapacities() {
    }

    /** What the request asked for: INDEXES, TOTAL, NONE, or empty when it did not say (or cannot). */
    static Optional<String> asked(DynamoDbRequest request) {
        return request.getValueForField(REQUEST_FIELD, String.class);
    }

    /** The request to send: {@code request} asking for INDEXES when it asked for nothing, NONE or TOTAL. */
    static DynamoDbRequest toSend(DynamoDbRequest request) {
        SdkField<?> field = request.sdkFieldNameToField().get(REQUEST_FIELD);
        String asked = asked(request).orElse("NONE");
        if (field == null || !(asked.equals("NONE") || asked.equals(TOTAL))) {
            return request;
        }
        DynamoDbRequest.Builder builder = (DynamoDbRequest.Builder) request.toBuilder();
        field.set(builder, INDEXES);
        return (DynamoDbRequest) builder.build();
    }

    /** The capacity of {@code response}, one entry per table, as the server reported it. */
    static List<ConsumedCapacity> of(SdkResponse response) {
        Optional<Object> value = response.getValueForField(RESPONSE_FIELD, Object.class);
        if (value.isEmpty()) {
            return List.of();
        }
        if (value.get() instanceof ConsumedCapacity single) {
            return List.of(single);
        }
        List<ConsumedCapacity> all = new ArrayList<>();
        for (Object each : (List<?>) value.get()) {
            all.add((ConsumedCapacity) each);
        }
        return all;
    }

    /** {@code response} with the consumed capacity the request asked for: none, the TOTAL form, or all of it. */
    @SuppressWarnings("unchecked")
    static <R extends SdkResponse> R asAsked(R response, Optional<String> asked) {
        String mode = asked.orElse("NONE");
        SdkField<?> field = response.sdkFieldNameToField().get(RESPONSE_FIELD);
        if (field == null || !(mode.equals("NONE") || mode.equals(TOTAL))
                || response.getValueForField(RESPONSE_FIELD, Object.class).isEmpty()) {
            return response;
        }
        SdkResponse.Builder builder = response.toBuilder();
        Object value = response.getValueForField(RESPONSE_FIELD, Object.class).get();
        if (mode.equals("NONE")) {
            field.set(builder, null);
        } else if (value instanceof ConsumedCapacity single) {
            field.set(builder, total(single));
        } else {
            field.set(builder, of(response).stream().map(ConsumedCapacities::total).toList());
        }
        return (R) builder.build();
    }

    private static ConsumedCapacity total(ConsumedCapacity capacity) {
        return capacity.toBuilder().table((Capacity) null).globalSecondaryIndexes((Map<String, Capacity>) null)
                .localSecondaryIndexes((Map<String, Capacity>) null)
                .vectorIndexes((Map<String, VectorCapacity>) null).build();
    }
}

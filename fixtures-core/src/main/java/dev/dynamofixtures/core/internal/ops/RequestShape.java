package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.error.DynamoError;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Request-shape (Smithy) violations of the batch and transaction operations. The service reports every
 * violation of a request in one message ({@code N validation errors detected: ...; ...}); DynamoDB Local
 * reports the first it meets, in its own words. Collections in the service's messages are echoed the way its
 * Java model prints them ({@code com.amazonaws.dynamodb.v20120810.AttributeValue@1f2e3d4c}); the hash digits
 * are this engine's, so only the shape of such an echo matches the service.
 */
final class RequestShape {
    private static final String MODEL = "com.amazonaws.dynamodb.v20120810.";

    private final List<String> details = new ArrayList<>();
    private String firstLocal;
    private boolean enumViolated;

    /** A violation: the service's detail and DynamoDB Local's whole message for it. */
    void add(String liveDetail, String localMessage) {
        details.add(liveDetail);
        if (firstLocal == null) {
            firstLocal = localMessage;
        }
    }

    /**
     * A violation the service lists before those added so far (TransactWriteItems' ClientRequestToken before its
     * enums); DynamoDB Local's message stays that of the first violation added.
     */
    void addFirst(String liveDetail, String localMessage) {
        details.add(0, liveDetail);
        if (firstLocal == null) {
            firstLocal = localMessage;
        }
    }

    /** A required member that is missing; Local words it as the detail without the lead-in. */
    void notNull(String member) {
        String detail = Constraints.detail(null, member, "Member must not be null");
        add(detail, detail);
    }

    /** An enum member with a value outside its set (DynamoDB Local accepts any value; we follow the service). */
    void enumValue(String raw, String member, String values) {
        enumValue(raw, member, values, null);
    }

    /**
     * An enum member with a value outside its set; {@code localMessage} is DynamoDB Local's whole message for it
     * alone, or null where Local accepts the value: then the LOCAL dialect's message is that of the first violation
     * Local does report, and the service's when there is none.
     */
    void enumValue(String raw, String member, String values, String localMessage) {
        String detail = Constraints.detail(raw, member, "Member must satisfy enum value set: " + values);
        if (localMessage != null) {
            add(detail, localMessage);
        } else {
            details.add(detail);
        }
        enumViolated = true;
    }

    /** Several violations of one member (a table name's length and pattern), with Local's message for them. */
    void addAll(List<String> liveDetails, String localMessage) {
        for (String detail : liveDetails) {
            add(detail, localMessage);
        }
    }

    void throwIfAny() {
        if (!details.isEmpty()) {
            String live = Constraints.message(details);
            throw DynamoError.validation(live, firstLocal != null ? firstLocal : live);
        }
    }

    /**
     * Throws every violation found when one of them is an invalid enum value: the request-shape phase of the item
     * operations, which reports enums before the table is looked up (as the service does) but leaves other
     * violations alone where DynamoDB Local's order checks them (see {@link RequestEnums}).
     */
    void throwIfAnyEnum() {
        if (enumViolated) {
            throwIfAny();
        }
    }

    /** A list of model objects as the service's model prints it: {@code [com...Name@hash, ...]}. */
    static String echoList(String modelName, List<?> values) {
        StringBuilder out = new StringBuilder("[");
        for (Iterator<?> it = values.iterator(); it.hasNext(); ) {
            out.append(MODEL).append(modelName).append('@').append(Integer.toHexString(it.next().hashCode()));
            if (it.hasNext()) {
                out.append(", ");
            }
        }
        return out.append(']').toString();
    }

    /** A map of model objects by name as the service's model prints it: {@code {name=com...Name@hash, ...}}. */
    static String echoMap(String modelName, Map<String, ?> values) {
        StringBuilder out = new StringBuilder("{");
        for (Iterator<? extends Map.Entry<String, ?>> it = values.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<String, ?> e = it.next();
            out.append(e.getKey()).append('=').append(MODEL).append(modelName).append('@')
                    .append(Integer.toHexString(e.getValue() == null ? 0 : e.getValue().hashCode()));
            if (it.hasNext()) {
                out.append(", ");
            }
        }
        return out.append('}').toString();
    }

    /** A map of attribute values (an item or a key) as the service's model prints it. */
    static String echoAttributes(Map<String, AttributeValue> attributes) {
        StringBuilder out = new StringBuilder("{");
        for (Iterator<Map.Entry<String, AttributeValue>> it = attributes.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<String, AttributeValue> e = it.next();
            out.append(e.getKey()).append('=').append(MODEL).append("AttributeValue@")
                    .append(Integer.toHexString(e.getValue() == null ? 0 : e.getValue().hashCode()));
            if (it.hasNext()) {
                out.append(", ");
            }
        }
        return out.append('}').toString();
    }

    /** BatchWriteItem's RequestItems as the service's model prints them. */
    static String echoWriteRequests(Map<String, List<WriteRequest>> requestItems) {
        StringBuilder out = new StringBuilder("{");
        for (Iterator<Map.Entry<String, List<WriteRequest>>> it = requestItems.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<String, List<WriteRequest>> table = it.next();
            out.append(table.getKey()).append("=[");
            List<WriteRequest> requests = table.getValue() == null ? List.of() : table.getValue();
            for (int i = 0; i < requests.size(); i++) {
                out.append(i == 0 ? "" : ", ").append(echo(requests.get(i)));
            }
            out.append(']').append(it.hasNext() ? ", " : "");
        }
        return out.append('}').toString();
    }

    private static String echo(WriteRequest request) {
        if (request == null) {
            return "null";
        }
        String put = request.putRequest() == null ? "null" : "PutRequest(item="
                + (request.putRequest().hasItem() ? echoAttributes(request.putRequest().item()) : "null")
                + ", workloadProfileName=null)";
        String delete = request.deleteRequest() == null ? "null" : "DeleteRequest(key="
                + (request.deleteRequest().hasKey() ? echoAttributes(request.deleteRequest().key()) : "null") + ")";
        return "WriteRequest(putRequest=" + put + ", deleteRequest=" + delete + ")";
    }
}

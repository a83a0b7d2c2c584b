package dev.dynamofixtures.core.internal.client;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.Identity;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamRecord;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * The SDK's stream records as Lambda's {@link DynamodbEvent} (from {@code aws-lambda-java-events}, an optional
 * dependency: this class is loaded only when a test asks for events).
 */
public final class LambdaEvents {
    private LambdaEvents() {
    }

    public static DynamodbEvent event(List<Record> records, String streamArn) {
        List<DynamodbEvent.DynamodbStreamRecord> converted = new ArrayList<>();
        for (Record record : records) {
            DynamodbEvent.DynamodbStreamRecord out = new DynamodbEvent.DynamodbStreamRecord();
            out.setEventSourceARN(streamArn);
            out.setEventID(record.eventID());
            out.setEventName(record.eventNameAsString());
            out.setEventVersion(record.eventVersion());
            out.setEventSource(record.eventSource());
            out.setAwsRegion(record.awsRegion());
            software.amazon.awssdk.services.dynamodb.model.StreamRecord in = record.dynamodb();
            StreamRecord dynamodb = new StreamRecord()
                    .withApproximateCreationDateTime(Date.from(in.approximateCreationDateTime()))
                    .withKeys(map(in.keys()))
                    .withSequenceNumber(in.sequenceNumber())
                    .withSizeBytes(in.sizeBytes())
                    .withStreamViewType(com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamViewType
                            .valueOf(in.streamViewTypeAsString()));
            if (in.hasNewImage()) {
                dynamodb.setNewImage(map(in.newImage()));
            }
            if (in.hasOldImage()) {
                dynamodb.setOldImage(map(in.oldImage()));
            }
            out.setDynamodb(dynamodb);
            if (record.userIdentity() != null) {
                out.setUserIdentity(new Identity().withType(record.userIdentity().type())
                        .withPrincipalId(record.userIdentity().principalId()));
            }
            converted.add(out);
        }
        DynamodbEvent event = new DynamodbEvent();
        event.setRecords(converted);
        return event;
    }

    private static Map<String, com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue> map(
            Map<String, AttributeValue> item) {
        Map<String, com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue> out =
                new LinkedHashMap<>();
        item.forEach((name, value) -> out.put(name, value(value)));
        return out;
    }

    /** A writable heap buffer of its own, as Lambda's deserialiser hands handlers. */
    private static java.nio.ByteBuffer buffer(SdkBytes bytes) {
        return java.nio.ByteBuffer.wrap(bytes.asByteArray());
    }

    private static com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue value(
            AttributeValue value) {
        var out = new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue();
        switch (value.type()) {
            case S -> out.setS(value.s());
            case N -> out.setN(value.n());
            case B -> out.setB(buffer(value.b()));
            case SS -> out.setSS(value.ss());
            case NS -> out.setNS(value.ns());
            case BS -> out.setBS(value.bs().stream().map(LambdaEvents::buffer).toList());
            case M -> out.setM(map(value.m()));
            case L -> out.setL(value.l().stream().map(LambdaEvents::value).toList());
            case BOOL -> out.setBOOL(value.bool());
            case NUL -> out.setNULL(value.nul());
            default -> throw new IllegalArgumentException("Unknown attribute value type: " + value);
        }
        return out;
    }
}

package dev.dynamofixtures.core.internal.storage;

import java.time.Instant;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One stream record as the engine keeps it: what happened to which item, with the images the stream's view type
 * includes (null where it includes none), numbered in its stream's order.
 *
 * @param sequence   the record's position in its stream, from 1
 * @param eventName  INSERT, MODIFY or REMOVE
 * @param created    when the write happened, by the engine's clock
 * @param keys       the item's primary key attributes
 * @param oldImage   the item before the write, when the view type includes it and there was one; else null
 * @param newImage   the item after the write, when the view type includes it and there is one; else null
 * @param sizeBytes  the sizes of the keys and the images included, as DynamoDB Local counts them
 * @param byService  whether time to live deleted the item (the service is the record's user identity)
 */
public record ChangeRecord(long sequence, String eventName, Instant created, Map<String, AttributeValue> keys,
                           Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage,
                           long sizeBytes, boolean byService) {
}

package dev.dynamofixtures.core.internal.ops;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Puts returned items into the SDK's response builders without the defensive copy their public setters make.
 *
 * <p>The SDK's {@code QueryResponse.Builder.items(...)} copies the list and every item into a new
 * {@code LinkedHashMap}, entry by entry: for a Query of ten items, half of the engine's whole time. The
 * engine's items need no copy: stored items are immutable ({@code Item}), and the pages and projections handed
 * here are wrapped unmodifiable by their makers, so the response holds exactly what the SDK's copy would hold
 * (equal maps, same iteration order, unmodifiable).
 *
 * <p>Each field is written through a {@link VarHandle} on the builder's private field, found once. Before
 * trusting it, a probe value is set and the built response must return that very instance; if the SDK's
 * generated code ever differs (another field name, a copy in {@code build()}), or the module system refuses
 * access, the public setter is used instead and only the speed changes.
 */
final class ResponseFields {
    private static final VarHandle QUERY_ITEMS = trusted(QueryResponse::builder, "items", List.class,
            List.of(Map.of()), builder -> builder.build().items());
    private static final VarHandle SCAN_ITEMS = trusted(ScanResponse::builder, "items", List.class,
            List.of(Map.of()), builder -> builder.build().items());
    private static final VarHandle GET_ITEM = trusted(GetItemResponse::builder, "item", Map.class,
            Map.of("probe", AttributeValue.fromS("probe")), builder -> builder.build().item());

    private ResponseFields() {
    }

    /** Sets the response's items to {@code items}, an unmodifiable list of unmodifiable items. */
    static void items(QueryResponse.Builder response, List<Map<String, AttributeValue>> items) {
        if (QUERY_ITEMS != null) {
            QUERY_ITEMS.set(response, items);
        } else {
            response.items(items);
        }
    }

    /** Sets the response's items to {@code items}, an unmodifiable list of unmodifiable items. */
    static void items(ScanResponse.Builder response, List<Map<String, AttributeValue>> items) {
        if (SCAN_ITEMS != null) {
            SCAN_ITEMS.set(response, items);
        } else {
            response.items(items);
        }
    }

    /** Sets the response's item to {@code item}, an unmodifiable map. */
    static void item(GetItemResponse.Builder response, Map<String, AttributeValue> item) {
        if (GET_ITEM != null) {
            GET_ITEM.set(response, item);
        } else {
            response.item(item);
        }
    }

    /** Whether every field is written without a copy (false only if the SDK's builders changed shape). */
    static boolean allTrusted() {
        return QUERY_ITEMS != null && SCAN_ITEMS != null && GET_ITEM != null;
    }

    private static <B> VarHandle trusted(Supplier<B> newBuilder, String field, Class<?> type, Object probe,
                                         Function<B, Object> buildAndRead) {
        try {
            B builder = newBuilder.get();
            Class<?> builderClass = builder.getClass();
            VarHandle handle = MethodHandles.privateLookupIn(builderClass, MethodHandles.lookup())
                    .findVarHandle(builderClass, field, type);
            handle.set(builder, probe);
            return buildAndRead.apply(builder) == probe ? handle : null;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}

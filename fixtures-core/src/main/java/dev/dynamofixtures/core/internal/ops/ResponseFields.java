package dev.dynamofixtures.core.internal.ops;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Puts returned items into the SDK's response builders without the defensive copy their public setters make.
 *
 * <p>The SDK's {@code QueryResponse.Builder.items(...)} copies the list and every item into a new
 * {@code LinkedHashMap}, entry by entry: for a Query of ten items, half of the engine's whole time. The
 * engine's items need no copy: stored items are immutable ({@code Item}), and the lists, maps and projected
 * items handed here are wrapped unmodifiable by their makers, so the response holds what the SDK's copy
 * would hold (equal maps, same iteration order, unmodifiable).
 *
 * <p>Each field is written through a {@link VarHandle} on the builder's private field, found once. Before
 * trusting it, a probe value is set and the built response must return that very instance; if the SDK's
 * generated code ever differs (another field name, a copy in {@code build()}), or the module system refuses
 * access, the public setter is used instead and only the speed changes.
 */
final class ResponseFields {
    // One holder class a field: a field is found (a probe response built, its builder's field looked up
    // reflectively) the first time an operation needs it, not all five on the first GetItem. In a fresh JVM the
    // five together cost a first GetItem the loading and initialising of the Query, Scan, TransactGetItems and
    // BatchGetItem responses' classes it never uses (see docs/performance.md, "Start-up").
    private static final class QueryItems {
        static final Field<QueryResponse.Builder, List<Map<String, AttributeValue>>> FIELD = Field.of(
                QueryResponse::builder, "items", List.class, QueryResponse.Builder::items, b -> b.build().items());
    }

    private static final class ScanItems {
        static final Field<ScanResponse.Builder, List<Map<String, AttributeValue>>> FIELD = Field.of(
                ScanResponse::builder, "items", List.class, ScanResponse.Builder::items, b -> b.build().items());
    }

    private static final class GetItem {
        static final Field<GetItemResponse.Builder, Map<String, AttributeValue>> FIELD = Field.of(
                GetItemResponse::builder, "item", Map.class, GetItemResponse.Builder::item, b -> b.build().item());
    }

    private static final class TransactGetItem {
        static final Field<ItemResponse.Builder, Map<String, AttributeValue>> FIELD = Field.of(
                ItemResponse::builder, "item", Map.class, ItemResponse.Builder::item, b -> b.build().item());
    }

    private static final class BatchGetResponses {
        static final Field<BatchGetItemResponse.Builder, Map<String, List<Map<String, AttributeValue>>>> FIELD =
                Field.of(BatchGetItemResponse::builder, "responses", Map.class, BatchGetItemResponse.Builder::responses,
                        b -> b.build().responses());
    }

    private ResponseFields() {
    }

    /** Sets the response's items to {@code items}, an unmodifiable list of unmodifiable items. */
    static void items(QueryResponse.Builder response, List<Map<String, AttributeValue>> items) {
        QueryItems.FIELD.set(response, items);
    }

    /** Sets the response's items to {@code items}, an unmodifiable list of unmodifiable items. */
    static void items(ScanResponse.Builder response, List<Map<String, AttributeValue>> items) {
        ScanItems.FIELD.set(response, items);
    }

    /** Sets the response's item to {@code item}, an unmodifiable map. */
    static void item(GetItemResponse.Builder response, Map<String, AttributeValue> item) {
        GetItem.FIELD.set(response, item);
    }

    /** Sets a TransactGetItems answer's item to {@code item}, an unmodifiable map. */
    static void item(ItemResponse.Builder response, Map<String, AttributeValue> item) {
        TransactGetItem.FIELD.set(response, item);
    }

    /** Sets BatchGetItem's found items: unmodifiable, as are its lists and their items. */
    static void responses(BatchGetItemResponse.Builder response,
                          Map<String, List<Map<String, AttributeValue>>> responses) {
        BatchGetResponses.FIELD.set(response, responses);
    }

    /** Whether every field is written without a copy (false only if the SDK's builders changed shape). */
    static boolean allTrusted() {
        return QueryItems.FIELD.handle != null && ScanItems.FIELD.handle != null && GetItem.FIELD.handle != null
                && TransactGetItem.FIELD.handle != null && BatchGetResponses.FIELD.handle != null;
    }

    /**
     * One builder field: its handle when trusted (else null), and the public setter to fall back to. A record,
     * so that the JIT treats its final fields as constants and inlines the handle's access.
     */
    private record Field<B, V>(VarHandle handle, BiConsumer<B, V> publicSetter) {
        static <B, V> Field<B, V> of(Supplier<B> newBuilder, String name, Class<?> type,
                                     BiConsumer<B, V> publicSetter, Function<B, Object> buildAndRead) {
            return new Field<>(trusted(newBuilder, name, type, buildAndRead), publicSetter);
        }

        void set(B builder, V value) {
            if (handle != null) {
                handle.set(builder, value);
            } else {
                publicSetter.accept(builder, value);
            }
        }

        private static <B> VarHandle trusted(Supplier<B> newBuilder, String name, Class<?> type,
                                             Function<B, Object> buildAndRead) {
            // non-empty, so that no copier could hand back a shared empty instance that happens to be the same
            Object probe = type == List.class ? List.of(Map.of()) : Map.of("probe", List.of());
            try {
                B builder = newBuilder.get();
                Class<?> builderClass = builder.getClass();
                VarHandle handle = MethodHandles.privateLookupIn(builderClass, MethodHandles.lookup())
                        .findVarHandle(builderClass, name, type);
                handle.set(builder, probe);
                return buildAndRead.apply(builder) == probe ? handle : null;
            } catch (ReflectiveOperationException | RuntimeException e) {
                return null;
            }
        }
    }
}

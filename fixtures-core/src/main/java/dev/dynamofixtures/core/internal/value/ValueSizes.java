package dev.dynamofixtures.core.internal.value;

import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Sizes as DynamoDB counts them, for the 400 KB item limit, key limits, capacity units and page limits:
 * names and strings by UTF-8 bytes, binaries by length, numbers by base-100 digit pairs, one byte for BOOL and
 * NULL, and three bytes plus one per element for lists and maps. {@link AttributeValues#normalize(AttributeValue, int,
 * AttributeValues.Measure)} adds sizes up by these rules as it walks a written item.
 */
public final class ValueSizes {
    private ValueSizes() {
    }

    /**
     * A value's size in bytes as DynamoDB counts it (item size, capacity units, page limits). Lists are walked by
     * index and maps with {@code forEach}: the SDK's collections are unmodifiable wrappers whose iterators (and, for
     * maps, entry views) would be allocated for every nested value of every item written, some 15 % of what a
     * 25-item BatchWriteItem of nested items allocated.
     */
    public static long size(AttributeValue value) {
        switch (AttributeType.of(value)) {
            case S: return Utf8.length(value.s());
            case N: return DynamoNumbers.sizeOfCanonical(value.n());
            case B: return value.b().asByteArrayUnsafe().length;
            case BOOL:
            case NULL:
                return 1;
            case SS: {
                List<String> strings = value.ss();
                long total = 0;
                for (int i = 0, n = strings.size(); i < n; i++) {
                    total += Utf8.length(strings.get(i));
                }
                return total;
            }
            case NS: {
                List<String> numbers = value.ns();
                long total = 0;
                for (int i = 0, n = numbers.size(); i < n; i++) {
                    total += DynamoNumbers.sizeOfCanonical(numbers.get(i));
                }
                return total;
            }
            case BS: {
                List<SdkBytes> binaries = value.bs();
                long total = 0;
                for (int i = 0, n = binaries.size(); i < n; i++) {
                    total += binaries.get(i).asByteArrayUnsafe().length;
                }
                return total;
            }
            case L: {
                List<AttributeValue> elements = value.l();
                long total = documentOverhead(elements.size());
                for (int i = 0, n = elements.size(); i < n; i++) {
                    total += size(elements.get(i));
                }
                return total;
            }
            case M: {
                SizeSum sum = new SizeSum();
                value.m().forEach(sum);
                return documentOverhead(value.m().size()) + sum.total;
            }
            default:
                throw new AssertionError();
        }
    }

    /**
     * What a list or map adds to the sizes of its elements (and, for a map, its entries' names): three bytes, and one
     * per element.
     */
    public static long documentOverhead(int elements) {
        return 3L + elements;
    }

    /** An item's size: the sum over its attributes of name bytes plus value size. */
    public static long itemSize(Map<String, AttributeValue> item) {
        SizeSum sum = new SizeSum();
        item.forEach(sum); // forEach: entrySet() of an unmodifiable or compact map makes an entry per attribute
        return sum.total;
    }

    /** Sums name bytes plus value size (a map's per-entry byte is in {@link #documentOverhead}). */
    private static final class SizeSum implements BiConsumer<String, AttributeValue> {
        long total;

        @Override
        public void accept(String name, AttributeValue value) {
            total += Utf8.length(name) + size(value);
        }
    }
}

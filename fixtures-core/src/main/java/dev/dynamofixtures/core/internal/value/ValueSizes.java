package dev.dynamofixtures.core.internal.value;

import java.util.Map;
import java.util.function.BiConsumer;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Sizes as DynamoDB counts them, for the 400 KB item limit, key limits, capacity units and page limits:
 * names and strings by UTF-8 bytes, binaries by length, numbers by base-100 digit pairs, one byte for BOOL and
 * NULL, and three bytes plus one per element for lists and maps.
 */
public final class ValueSizes {
    private ValueSizes() {
    }

    /** A value's size in bytes as DynamoDB counts it (item size, capacity units, page limits). */
    public static long size(AttributeValue value) {
        switch (AttributeType.of(value)) {
            case S: return Utf8.length(value.s());
            case N: return DynamoNumbers.sizeOfCanonical(value.n());
            case B: return value.b().asByteArrayUnsafe().length;
            case BOOL:
            case NULL:
                return 1;
            case SS: {
                long total = 0;
                for (String s : value.ss()) {
                    total += Utf8.length(s);
                }
                return total;
            }
            case NS: {
                long total = 0;
                for (String n : value.ns()) {
                    total += DynamoNumbers.sizeOfCanonical(n);
                }
                return total;
            }
            case BS: {
                long total = 0;
                for (SdkBytes b : value.bs()) {
                    total += b.asByteArrayUnsafe().length;
                }
                return total;
            }
            case L: {
                long total = 3;
                for (AttributeValue element : value.l()) {
                    total += size(element) + 1;
                }
                return total;
            }
            case M: {
                long total = 3;
                for (Map.Entry<String, AttributeValue> e : value.m().entrySet()) {
                    total += Utf8.length(e.getKey()) + size(e.getValue()) + 1;
                }
                return total;
            }
            default:
                throw new AssertionError();
        }
    }

    /** An item's size: the sum over its attributes of name bytes plus value size. */
    public static long itemSize(Map<String, AttributeValue> item) {
        SizeSum sum = new SizeSum();
        item.forEach(sum); // forEach: entrySet() of an unmodifiable or compact map makes an entry per attribute
        return sum.total;
    }

    private static final class SizeSum implements BiConsumer<String, AttributeValue> {
        long total;

        @Override
        public void accept(String name, AttributeValue value) {
            total += Utf8.length(name) + size(value);
        }
    }
}

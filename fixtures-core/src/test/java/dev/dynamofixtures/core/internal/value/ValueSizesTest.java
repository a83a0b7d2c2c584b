package dev.dynamofixtures.core.internal.value;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Sizes as DynamoDB counts them, nested documents and sets included. */
class ValueSizesTest {

    @Test
    void documents_count_three_bytes_plus_one_per_element_and_map_entries_their_names() {
        Map<String, AttributeValue> inner = new LinkedHashMap<>();
        inner.put("ab", AttributeValue.fromS("xyz"));
        inner.put("é", AttributeValue.fromBool(true));
        AttributeValue map = AttributeValue.fromM(inner);
        AttributeValue list = AttributeValue.fromL(List.of(AttributeValue.fromS("a"), AttributeValue.fromNul(true),
                map));

        assertThat(ValueSizes.size(map)).isEqualTo(3 + (2 + 3 + 1) + (2 + 1 + 1));
        assertThat(ValueSizes.size(list)).isEqualTo(3 + (1 + 1) + (1 + 1) + (ValueSizes.size(map) + 1));
    }

    @Test
    void sets_count_their_elements_and_an_item_its_names_and_values() {
        AttributeValue strings = AttributeValue.fromSs(List.of("a", "bc", "€"));
        AttributeValue numbers = AttributeValue.fromNs(List.of("1", "22.5"));
        AttributeValue binaries = AttributeValue.fromBs(List.of(SdkBytes.fromByteArray(new byte[] {1, 2}),
                SdkBytes.fromByteArray(new byte[] {3})));
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("ss", strings);
        item.put("ns", numbers);
        item.put("bs", binaries);

        assertThat(ValueSizes.size(strings)).isEqualTo(1 + 2 + 3);
        assertThat(ValueSizes.size(numbers))
                .isEqualTo(DynamoNumbers.sizeOfCanonical("1") + DynamoNumbers.sizeOfCanonical("22.5"));
        assertThat(ValueSizes.size(binaries)).isEqualTo(3);
        assertThat(ValueSizes.itemSize(item)).isEqualTo(2 + 6 + 2 + ValueSizes.size(numbers) + 2 + 3);
    }
}

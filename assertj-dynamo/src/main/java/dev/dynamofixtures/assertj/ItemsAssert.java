package dev.dynamofixtures.assertj;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Assertions on a plain list of DynamoDB items, as returned by Query, Scan or BatchGetItem. */
public class ItemsAssert extends AbstractItemsAssert<ItemsAssert, List<Map<String, AttributeValue>>> {

    /** Creates the assert on the given items. */
    public ItemsAssert(List<Map<String, AttributeValue>> actual) {
        super(actual, ItemsAssert.class);
    }

    @Override
    protected List<Map<String, AttributeValue>> items() {
        return actual;
    }
}
